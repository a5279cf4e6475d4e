/**
 * Roles and the permission matrix of SPEC section 6. The browser's route guards and the
 * server's endpoint guards both read this table; nothing else decides who may do what.
 */
export const ROLE = {
  superAdmin: 1,
  admin: 2,
  gateEmployee: 3,
  companyManager: 4,
  validator: 5,
} as const;

export type RoleId = (typeof ROLE)[keyof typeof ROLE];

export const ROLE_IDS: readonly RoleId[] = Object.values(ROLE);

export const PERMISSIONS = [
  'home_access',
  'company_dashboard_access',
  'areas_crud',
  'employees_crud',
  'subscriptions_crud',
  'parking_carts_crud',
  'parking_transactions_crud',
  'subscription_plans_crud',
  'companies_crud',
  'company_subscriptions_crud',
  'validations_access',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_NAMES: Record<RoleId, string> = {
  1: 'super_admin',
  2: 'admin',
  3: 'gate_employee',
  4: 'company_manager',
  5: 'validator',
};

/** The name an unknown role id falls back to (SPEC section 6). */
export const FALLBACK_ROLE_NAME = 'employee';

const ADMIN_PERMISSIONS: readonly Permission[] = [
  'home_access',
  'employees_crud',
  'areas_crud',
  'subscriptions_crud',
  'subscription_plans_crud',
  'parking_carts_crud',
  'parking_transactions_crud',
];

export const ROLE_PERMISSIONS: Record<RoleId, readonly Permission[]> = {
  1: [...ADMIN_PERMISSIONS, 'companies_crud'],
  2: ADMIN_PERMISSIONS,
  3: ['home_access'],
  4: ['company_subscriptions_crud', 'company_dashboard_access'],
  // A merchant's validator: its validation screen and nothing else.
  5: ['validations_access'],
};

export function isRoleId(value: unknown): value is RoleId {
  return typeof value === 'number' && (ROLE_IDS as readonly number[]).includes(value);
}

export function roleName(roleId: number): string {
  return isRoleId(roleId) ? ROLE_NAMES[roleId] : FALLBACK_ROLE_NAME;
}

/** The authority list: the role name followed by the role's permissions. */
export function authorityOf(roleId: number): string[] {
  return isRoleId(roleId) ? [ROLE_NAMES[roleId], ...ROLE_PERMISSIONS[roleId]] : [FALLBACK_ROLE_NAME];
}

export function hasPermission(roleId: number, permission: Permission): boolean {
  return isRoleId(roleId) && ROLE_PERMISSIONS[roleId].includes(permission);
}

/** A route is open when it requires nothing, or when the authority shares an entry with it. */
export function canReach(authority: readonly string[], required: readonly string[] | undefined): boolean {
  if (!required || required.length === 0) return true;
  return required.some((entry) => authority.includes(entry));
}

/** Where a role lands after sign-in when no redirectUrl was asked for. */
export const HOME_PATH_BY_ROLE: Record<RoleId, string> = {
  1: '/home',
  2: '/home',
  3: '/home',
  4: '/company-dashboard',
  5: '/validate',
};

export const AUTHENTICATED_ENTRY_PATH = '/home';
export const UNAUTHENTICATED_ENTRY_PATH = '/sign-in';

export function homePathFor(roleId: number | undefined): string {
  return roleId !== undefined && isRoleId(roleId) ? HOME_PATH_BY_ROLE[roleId] : AUTHENTICATED_ENTRY_PATH;
}
