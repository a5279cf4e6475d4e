import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import type { PageEntry } from '../../resources/entries';
import { PrivacyPage } from './PrivacyPage';

export default {
  path: 'privacy',
  page: PrivacyPage,
  icon: PrivacyTipIcon,
  // Whoever reads who looked at a person's data serves that person's requests.
  access: { resource: 'access-log', action: 'list' },
  menu: 'ps.menu.privacy',
} satisfies PageEntry;
