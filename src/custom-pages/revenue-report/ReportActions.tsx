import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { downloadCSV, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider, RevenueReportRequest } from '../../providers/dataProvider';

/** Excel reads a CSV file as UTF-8 only when it starts with this mark, which reading the answer as text took off. */
const BYTE_ORDER_MARK = '\ufeff';

/**
 * The report on the screen as the API's CSV file (its own area, days and grouping, not those of a choice
 * still on its way), and the page on paper. Nothing to export before a report shows.
 */
export function ReportActions({ shown }: { shown: RevenueReportRequest | undefined }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [exporting, setExporting] = useState(false);
  const exportCsv = async (period: RevenueReportRequest) => {
    setExporting(true);
    try {
      const { text, fileName } = await dataProvider.getRevenueReportCsv(period);
      downloadCSV(BYTE_ORDER_MARK + text.replace(/^\ufeff/, ''), fileName.replace(/\.csv$/, ''));
    } catch {
      notify('ps.revenue_report.export_failed', { type: 'error' });
    } finally {
      setExporting(false);
    }
  };
  return (
    <Stack direction="row" spacing={1} className="no-print">
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        onClick={() => shown && exportCsv(shown)}
        disabled={exporting || !shown}
      >
        {translate('ps.revenue_report.export')}
      </Button>
      <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
        {translate('ps.revenue_report.print')}
      </Button>
    </Stack>
  );
}
