import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import type { PageEntry } from '../../resources/entries';
import { DayClosePage } from './DayClosePage';

export default {
  path: 'day-close',
  page: DayClosePage,
  icon: EventAvailableIcon,
  // A day's money closed: whoever lists the payments reads it; the reconciliation is an administrator's.
  access: { resource: 'parking-transactions', action: 'list' },
  menu: 'ps.menu.day_close',
} satisfies PageEntry;
