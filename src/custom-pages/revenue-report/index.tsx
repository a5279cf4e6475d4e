import AssessmentIcon from '@mui/icons-material/Assessment';
import type { PageEntry } from '../../resources/entries';
import { RevenueReportPage } from './RevenueReportPage';

export default {
  path: 'revenue-report',
  page: RevenueReportPage,
  icon: AssessmentIcon,
  // The payment transactions' report: whoever lists the payments reads what they add up to.
  access: { resource: 'parking-transactions', action: 'list' },
  menu: 'ps.menu.revenue_report',
} satisfies PageEntry;
