import { usePermissions } from 'react-admin';
import { canReach } from '../../domain/roles';
import { NAVIGATION } from './navigation';

export function useNavigationEntries() {
  const { permissions: authority = [] } = usePermissions<string[]>();
  return NAVIGATION.filter((entry) => canReach(authority, [entry.permission]));
}
