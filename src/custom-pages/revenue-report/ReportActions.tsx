import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { downloadCsvFile } from '../../export/downloadFile';
import type { AppDataProvider, RevenueReportRequest } from '../../providers/dataProvider';

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
      downloadCsvFile(await dataProvider.getRevenueReportCsv(period));
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
