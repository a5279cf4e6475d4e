import { usePermissions } from 'react-admin';
import { canAccessWith } from '../providers/access';
import { NAVIGATION } from './navigation';

/** The navigation entries the signed-in user may open, answered as the pages' own canAccess answers. */
export function useNavigationEntries() {
  const { permissions: authority = [] } = usePermissions<string[]>();
  return NAVIGATION.filter((entry) => canAccessWith(authority, entry.access));
}
