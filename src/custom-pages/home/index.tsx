import HomeIcon from '@mui/icons-material/Home';
import type { PageEntry } from '../../resources/entries';
import { HomePage } from './HomePage';

export default {
  path: 'home',
  page: HomePage,
  icon: HomeIcon,
  access: { resource: 'home', action: 'access' },
  menu: 'ps.menu.home',
} satisfies PageEntry;
