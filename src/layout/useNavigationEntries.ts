import { canReach } from '../../domain/roles';
import { readSession } from '../providers/storage';
import { NAVIGATION } from './navigation';

export function useNavigationEntries() {
  const authority = readSession().user?.authority ?? [];
  return NAVIGATION.filter((entry) => canReach(authority, [entry.permission]));
}
