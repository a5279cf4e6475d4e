import { describe, expect, it } from 'vitest';
import { authorityOf, canReach, hasPermission, homePathFor, roleName, ROLE } from './roles';

/** SPEC section 6, written out rather than read back from the table under test. */
const ADMIN = [
  'home_access',
  'employees_crud',
  'areas_crud',
  'subscriptions_crud',
  'subscription_plans_crud',
  'parking_carts_crud',
  'parking_transactions_crud',
];
const EXPECTED = [
  { roleId: ROLE.superAdmin, name: 'super_admin', permissions: [...ADMIN, 'companies_crud'] },
  { roleId: ROLE.admin, name: 'admin', permissions: ADMIN },
  { roleId: ROLE.gateEmployee, name: 'gate_employee', permissions: ['home_access'] },
  {
    roleId: ROLE.companyManager,
    name: 'company_manager',
    permissions: ['company_subscriptions_crud', 'company_dashboard_access'],
  },
  { roleId: ROLE.validator, name: 'validator', permissions: ['validations_access'] },
];

describe('authorityOf', () => {
  it.each(EXPECTED)('is the role name of role $roleId followed by its permissions', ({ roleId, name, permissions }) => {
    const [first, ...rest] = authorityOf(roleId);
    expect(first).toBe(name);
    expect([...rest].sort()).toEqual([...permissions].sort());
    expect(rest).toHaveLength(new Set(rest).size);
  });

  it.each([0, 6, 99, -1, 1.5, Number.NaN])(
    'maps unknown role %s to the employee role name and nothing else',
    (roleId) => {
      expect(authorityOf(roleId)).toEqual(['employee']);
      expect(roleName(roleId)).toBe('employee');
    },
  );

  it('gives admin everything super admin has except companies', () => {
    expect(hasPermission(ROLE.superAdmin, 'companies_crud')).toBe(true);
    expect(hasPermission(ROLE.admin, 'companies_crud')).toBe(false);
    expect(hasPermission(99, 'home_access')).toBe(false);
  });
});

describe('canReach', () => {
  it('opens a route that requires nothing or an empty list to anyone', () => {
    expect(canReach([], undefined)).toBe(true);
    expect(canReach([], [])).toBe(true);
    expect(canReach(['employee'], [])).toBe(true);
  });

  it('opens a route when the authority shares at least one entry with it', () => {
    expect(canReach(authorityOf(ROLE.admin), ['companies_crud', 'areas_crud'])).toBe(true);
    expect(canReach(authorityOf(ROLE.admin), ['admin'])).toBe(true);
  });

  it('closes a route when nothing is shared', () => {
    expect(canReach(authorityOf(ROLE.admin), ['companies_crud'])).toBe(false);
    expect(canReach(authorityOf(ROLE.gateEmployee), ['areas_crud'])).toBe(false);
    expect(canReach(authorityOf(ROLE.companyManager), ['home_access'])).toBe(false);
    expect(canReach([], ['home_access'])).toBe(false);
  });
});

describe('homePathFor', () => {
  it.each([
    [ROLE.superAdmin, '/home'],
    [ROLE.admin, '/home'],
    [ROLE.gateEmployee, '/home'],
    [ROLE.companyManager, '/company-dashboard'],
    [ROLE.validator, '/validate'],
  ])('sends role %s to %s', (roleId, path) => {
    expect(homePathFor(roleId)).toBe(path);
  });

  it('falls back to the authenticated entry path for no role or an unknown one', () => {
    expect(homePathFor(undefined)).toBe('/home');
    expect(homePathFor(42)).toBe('/home');
  });
});
