import AssessmentIcon from '@mui/icons-material/Assessment';
import { Link } from 'react-router-dom';
import { Button, useListContext } from 'react-admin';
import { localDate } from '../../../domain/local-date';
import { presetRange } from '../../../domain/revenue-report';
import { useOperatorTimeZone } from '../../providers/operatorTimeZone';
import { reportPath } from './useReportPeriod';

/** Opens the revenue report of the list's area and days (this month when the list names no days). */
export function RevenueReportButton() {
  const { filterValues } = useListContext();
  const today = localDate(new Date(), useOperatorTimeZone());
  const { area_id, from, to } = filterValues as { area_id?: number; from?: string; to?: string };
  const days = from && to ? { from, to } : presetRange('this_month', today);
  return (
    <Button component={Link} to={reportPath({ area_id: area_id ?? null, ...days })} label="ps.revenue_report.open">
      <AssessmentIcon />
    </Button>
  );
}
