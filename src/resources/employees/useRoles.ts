import { usePermissions, useTranslate } from 'react-admin';
import { rolesManagedBy } from '../../../domain/employees';
import { ROLE_IDS, ROLE_NAMES, type RoleId } from '../../../domain/roles';

/** The signed-in user's role, read from the authority list (its first entry is the role name). */
export function useCallerRoleId(): RoleId | undefined {
  const { permissions } = usePermissions<string[]>();
  return ROLE_IDS.find((roleId) => permissions?.includes(ROLE_NAMES[roleId]));
}

/** The roles the signed-in user may give and whose accounts they may change (domain/employees.ts). */
export function useManagedRoles(): readonly RoleId[] {
  return rolesManagedBy(useCallerRoleId() ?? 0);
}

/** Roles as select choices, named in the app language. */
export function useRoleChoices(roleIds: readonly RoleId[] = ROLE_IDS) {
  const translate = useTranslate();
  return roleIds.map((roleId) => ({ id: roleId, name: translate(`ps.roles.${ROLE_NAMES[roleId]}`) }));
}
