import { canReach } from '../../domain/roles';
import {
  RESOURCE_PERMISSIONS,
  ROUTE_PERMISSIONS,
  verbPermissions,
  type ResourceName,
  type Verb,
} from '../../domain/routes';
import { apiResourceOf } from './apiResources';

/** The API verb each react-admin action performs; an action not named here is refused. */
const VERB_OF_ACTION: Readonly<Record<string, Verb>> = {
  list: 'list',
  export: 'list',
  show: 'read',
  create: 'create',
  edit: 'update',
  delete: 'delete',
};

/**
 * Actions on one record that need only its verb's permission, not its screens': a cashier prints
 * their own shift's Z report (the API's row scope keeps them to their own) without the shifts' list.
 */
const RECORD_ONLY_ACTIONS: Readonly<Record<string, Verb>> = { print: 'read' };

/**
 * The same matrix as the server's. react-admin's actions happen on the resource's screens, so
 * each needs the screen's permission and, for what it does to the API, the verb's: deleting a
 * payment is the super admin's alone though the payments' screens are every payments reader's.
 * A page of its own (home, company dashboard) is open with its route's permission.
 */
export function canAccessWith(
  authority: readonly string[],
  { action, resource }: { action: string; resource: string },
): boolean {
  const apiResource = apiResourceOf(resource);
  if (apiResource in RESOURCE_PERMISSIONS) {
    const recordVerb = RECORD_ONLY_ACTIONS[action];
    if (recordVerb) return canReach(authority, verbPermissions(apiResource as ResourceName, recordVerb));
    const verb = VERB_OF_ACTION[action];
    const screen = RESOURCE_PERMISSIONS[apiResource as ResourceName];
    return (
      verb !== undefined &&
      canReach(authority, [screen]) &&
      canReach(authority, verbPermissions(apiResource as ResourceName, verb))
    );
  }
  const page = ROUTE_PERMISSIONS.find((route) => route.path === `/${resource}`);
  return page !== undefined && canReach(authority, [page.permission]);
}
