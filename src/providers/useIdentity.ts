import { useGetIdentity } from 'react-admin';
import { homePathFor } from '../../domain/roles';
import type { Identity } from './authProvider';

/** The signed-in user, through react-admin's identity (undefined while it is read). */
export function useIdentity(): Identity | undefined {
  // authProvider.getIdentity answers an Identity; react-admin types it as its own, narrower one.
  return useGetIdentity().identity as Identity | undefined;
}

/** The home of the signed-in user's role, undefined while the identity is read. */
export function useHomePath(): string | undefined {
  const identity = useIdentity();
  return identity && homePathFor(identity.role.role_id);
}
