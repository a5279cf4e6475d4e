import { ROLE, ROLE_IDS, type RoleId } from './roles';

/**
 * Whose accounts a role manages (creates, edits, deletes, changes the password of) and which
 * roles it may give. Only a super admin touches a super admin; company managers belong to
 * companies, which only a super admin manages, so they are the super admin's too. An admin
 * manages admins, gate employees and merchants' validators.
 */
const MANAGED_ROLES: Record<RoleId, readonly RoleId[]> = {
  [ROLE.superAdmin]: ROLE_IDS,
  [ROLE.admin]: [ROLE.admin, ROLE.gateEmployee, ROLE.validator],
  [ROLE.gateEmployee]: [],
  [ROLE.companyManager]: [],
  [ROLE.validator]: [],
};

/** The roles a caller may give, in the order of the role ids. */
export function rolesManagedBy(callerRoleId: number): readonly RoleId[] {
  return MANAGED_ROLES[callerRoleId as RoleId] ?? [];
}

export function managesRole(callerRoleId: number, roleId: number): boolean {
  return rolesManagedBy(callerRoleId).includes(roleId as RoleId);
}
