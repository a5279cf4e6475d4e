import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Stack, useTheme } from '@mui/material';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useCanAccess, useGetOne, useTranslate } from 'react-admin';
import { PageHeader } from '../../../components/PageHeader';
import { ErrorState, LoadingState } from '../../../components/PageStates';
import { PaperChoice } from '../../../components/PaperChoice';
import type { Paper } from '../../../components/PrintPaper';
import { PrintButton } from '../../../components/PrintButton';
import { PrintLanguageChoice } from '../../../components/PrintLanguageChoice';
import { usePrintLanguage } from '../../../components/usePrintLanguage';
import { isNotFound, NotFoundState } from '../../../components/RecordNotFound';
import type { CashierShift, CashierShiftWithDetail } from '../../../providers/dataProvider';
import { ShiftReportPaper } from './ShiftReportPaper';

/**
 * A shift's Z report, shown as it prints, on A4 or on the gate's 80 mm slip, in the app's language
 * or in both; Print prints it alone.
 * Its reviewer goes back to the shift's page, its cashier to the console.
 */
export default function ShiftReportPage() {
  const { id } = useParams<'id'>();
  const translate = useTranslate();
  const [paper, setPaper] = useState<Paper>('a4');
  const language = usePrintLanguage('shift_report.language');
  const [printedAt] = useState(() => new Date());
  const { canAccess: reviewer } = useCanAccess({ resource: 'cashier-shifts', action: 'show' });
  const backTo = reviewer ? `/cashier-shifts/${id}/show` : '/home';
  const mirrored = useTheme().direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined;
  const {
    data: shift,
    error,
    isPending,
    refetch,
  } = useGetOne<CashierShift | CashierShiftWithDetail>('cashier-shifts', { id: Number(id) }, { retry: false });
  if (isNotFound(error)) return <NotFoundState backTo={backTo} />;
  if (error)
    return <ErrorState message="ps.failures.load.cashier-shifts" cause={error} onRetry={() => void refetch()} />;
  // Opened from the shift's page or the list before its detail arrived, the cache holds the listed
  // shift first, which has none of the report's figures yet.
  if (isPending || !('lines' in shift))
    return (
      <Box sx={{ p: 2 }}>
        <LoadingState />
      </Box>
    );
  return (
    <Box sx={{ p: 2 }}>
      <Box className="no-print">
        <PageHeader title="ps.cashier_shifts.report.page_title" titleArgs={{ id: shift.id }} />
      </Box>
      <Stack
        className="no-print"
        component="section"
        aria-label={translate('ps.cashier_shifts.report.options')}
        direction="row"
        sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}
      >
        <PrintLanguageChoice options={language} />
        <PaperChoice value={paper} onChange={setPaper} label="ps.cashier_shifts.report.paper" />
        <PrintButton variant="contained" label={translate('ps.cashier_shifts.report.print')} />
        <Button component={Link} to={backTo} startIcon={<ArrowBackIcon sx={mirrored} />}>
          {translate('ps.cashier_shifts.report.back')}
        </Button>
      </Stack>
      <ShiftReportPaper shift={shift} paper={paper} printedAt={printedAt} languages={language.languages} />
    </Box>
  );
}
