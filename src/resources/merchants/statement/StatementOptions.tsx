import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, IconButton, Stack, Typography, useTheme } from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { PrintButton } from '../../../components/PrintButton';
import { PrintLanguageChoice } from '../../../components/PrintLanguageChoice';
import type { PrintLanguageOptions } from '../../../components/usePrintLanguage';
import { downloadCsvFile } from '../../../export/downloadFile';
import { useFormatters } from '../../../i18n/useFormatters';
import type { AppDataProvider } from '../../../providers/dataProvider';

/** The statement's month and the way to the one before or after, its language, CSV file, Print, and a way back; none of it is printed. */
export function StatementOptions({
  merchantId,
  month,
  onMonth,
  previous,
  next,
  backTo,
  language,
}: {
  merchantId: string;
  month: string;
  onMonth: (month: string) => void;
  previous: string;
  /** None past the operator's current month. */
  next: string | null;
  backTo: string;
  language: PrintLanguageOptions;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { calendarMonth } = useFormatters();
  const [exporting, setExporting] = useState(false);
  // Earlier is to the reading side's start: the arrows and the way back turn with the page.
  const mirrored = useTheme().direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined;
  const exportCsv = async () => {
    setExporting(true);
    try {
      downloadCsvFile(await dataProvider.getMerchantStatementCsv(merchantId, month));
    } catch {
      notify('ps.merchants.statement.export_failed', { type: 'error' });
    } finally {
      setExporting(false);
    }
  };
  return (
    <Stack
      className="no-print"
      component="section"
      aria-label={translate('ps.merchants.statement.options')}
      direction="row"
      sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <IconButton onClick={() => onMonth(previous)} aria-label={translate('ps.merchants.statement.previous')}>
          <ChevronLeftIcon sx={mirrored} />
        </IconButton>
        <Typography component="h2" variant="subtitle1" sx={{ minWidth: '9em', textAlign: 'center', fontWeight: 600 }}>
          {calendarMonth(month)}
        </Typography>
        <IconButton
          onClick={() => next && onMonth(next)}
          disabled={next === null}
          aria-label={translate('ps.merchants.statement.next')}
        >
          <ChevronRightIcon sx={mirrored} />
        </IconButton>
      </Stack>
      <PrintLanguageChoice options={language} />
      <PrintButton variant="contained" label={translate('ps.merchants.statement.print')} />
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={exportCsv} disabled={exporting}>
        {translate('ps.merchants.statement.export')}
      </Button>
      <Button component={Link} to={backTo} startIcon={<ArrowBackIcon sx={mirrored} />}>
        {translate('ps.merchants.statement.back')}
      </Button>
    </Stack>
  );
}
