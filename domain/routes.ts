import { hasPermission, type Permission } from './roles';

/** Protected paths of SPEC section 2 and the permission each one needs. */
export const ROUTE_PERMISSIONS: ReadonlyArray<{ path: string; permission: Permission }> = [
  { path: '/home', permission: 'home_access' },
  { path: '/company-dashboard', permission: 'company_dashboard_access' },
  { path: '/areas', permission: 'areas_crud' },
  { path: '/gates/area/:areaId', permission: 'areas_crud' },
  { path: '/sub-areas/area/:areaId', permission: 'areas_crud' },
  { path: '/sub-areas', permission: 'areas_crud' },
  { path: '/employees', permission: 'employees_crud' },
  { path: '/subscriptions', permission: 'subscriptions_crud' },
  { path: '/parking-carts', permission: 'parking_carts_crud' },
  { path: '/parking-transactions', permission: 'parking_transactions_crud' },
  { path: '/subscription-plans', permission: 'subscription_plans_crud' },
  { path: '/companies', permission: 'companies_crud' },
  { path: '/company-subscriptions', permission: 'company_subscriptions_crud' },
  { path: '/validate', permission: 'validations_access' },
];

/** The permission guarding each API resource's screens (the react-admin resource of the same name). */
export const RESOURCE_PERMISSIONS = {
  areas: 'areas_crud',
  gates: 'areas_crud',
  'sub-areas': 'areas_crud',
  'gate-types': 'areas_crud',
  'payment-methods': 'subscriptions_crud',
  employees: 'employees_crud',
  companies: 'companies_crud',
  'company-subscriptions': 'company_subscriptions_crud',
  'subscription-plans': 'subscription_plans_crud',
  subscriptions: 'subscriptions_crud',
  'parking-carts': 'parking_carts_crud',
  'payment-transactions': 'parking_transactions_crud',
  // Every riyal not taken at an exit: the money's readers, who are not the gate staff whose exits it lists.
  'fee-adjustments': 'parking_transactions_crud',
  // The stays (current vehicles): SPEC's matrix has no permission of their own. Who is inside is
  // the gate console's, on the home page, so the home's permission: every staff role and no
  // company manager; a gate employee's rows are their own area's (the resource's row scope).
  vehicles: 'home_access',
  // SPEC's matrix has no permission for the audit log; it is the super admin's, and companies_crud
  // is the one permission that only the super admin holds.
  'audit-log': 'companies_crud',
  // A unit holds the seller's signing key and speaks for it to the Authority: the super admin's,
  // as the audit log is. Its documents are money's records, read by the payments' readers.
  'einvoice-units': 'companies_crud',
  'einvoice-documents': 'parking_transactions_crud',
  // A gate's devices are part of the gate: whoever keeps the areas and their gates keeps them.
  'lane-devices': 'areas_crud',
  // An integrator's key opens the operator's data to another company: the super admin's, as the
  // audit log and the e-invoicing units are.
  integrators: 'companies_crud',
  // An area's tariff is part of the area: whoever keeps the areas publishes its versions.
  'tariff-versions': 'areas_crud',
  // Who read a person's data: the administrators of the people's records (subscriptions), who
  // also serve a data subject's requests. How long the data is kept is the super admin's.
  'access-log': 'subscriptions_crud',
  'retention-periods': 'companies_crud',
  // Merchants belong to an area, as its gates do: whoever keeps the areas keeps them and their offers.
  merchants: 'areas_crud',
  'merchant-offers': 'areas_crud',
  // What merchants owe is money's record, read by the payments' readers; a validator reads its own merchant's.
  'merchant-validations': 'parking_transactions_crud',
  // A shift accounts for money taken: the payments' readers review every one.
  'cashier-shifts': 'parking_transactions_crud',
} as const satisfies Record<string, Permission>;

export type ResourceName = keyof typeof RESOURCE_PERMISSIONS;

/** What a caller does to a resource; each verb may need its own permission. */
export const VERBS = ['list', 'read', 'create', 'update', 'delete'] as const;
export type Verb = (typeof VERBS)[number];

/**
 * Where a verb of a resource is open to more than its screen's permission (any one of the listed
 * permissions lets the caller through; the resource's row scope still decides which rows).
 */
const VERB_PERMISSIONS: Partial<Record<ResourceName, Partial<Record<Verb, readonly Permission[]>>>> = {
  // A company manager reads their own company (the row scope keeps them to it).
  companies: {
    list: ['companies_crud', 'company_dashboard_access'],
    read: ['companies_crud', 'company_dashboard_access'],
  },
  // A super admin reads every company's subscriptions from the company's page, to approve or reject them.
  'company-subscriptions': {
    list: ['company_subscriptions_crud', 'companies_crud'],
    read: ['company_subscriptions_crud', 'companies_crud'],
  },
  // Money once taken is refunded, not deleted: deleting a payment is the super admin's alone, and
  // companies_crud is the one permission only the super admin holds (as for the audit log).
  'payment-transactions': { delete: ['companies_crud'] },
  // A gate employee reads their own shifts (the resource's row scope), to print a closed one's report.
  'cashier-shifts': { read: ['parking_transactions_crud', 'home_access'] },
  // Reference data every staff screen that takes a payment reads (approvals, the gate's exits), and
  // the company manager's subscriptions name the method theirs were paid by (their list's export too).
  'payment-methods': {
    list: ['home_access', 'company_subscriptions_crud'],
    read: ['home_access', 'company_subscriptions_crud'],
  },
  // A validator lists what it validated (the row scope keeps it to its merchant's).
  'merchant-validations': {
    list: ['parking_transactions_crud', 'validations_access'],
    read: ['parking_transactions_crud', 'validations_access'],
  },
};

/**
 * Who opens a payment's VAT receipt. The payments' readers open any paid payment's. The gate staff,
 * whose home is the lane's console, open the receipts of the payments taken at their own area's
 * gates, to hand them over at the exit: that row rule is the receipt's (server/features/payments/payment-receipts.ts),
 * and every other payment's receipt stays 403 to them.
 */
export const RECEIPT_PERMISSIONS: readonly Permission[] = [RESOURCE_PERMISSIONS['payment-transactions'], 'home_access'];

/** Whether the caller opens every paid payment's receipt, not only those taken at their own area's gates. */
export function readsEveryReceipt(roleId: number): boolean {
  return hasPermission(roleId, RESOURCE_PERMISSIONS['payment-transactions']);
}

/** The permissions of which a caller needs one to `verb` the resource. */
export function verbPermissions(resource: ResourceName, verb: Verb): readonly Permission[] {
  return VERB_PERMISSIONS[resource]?.[verb] ?? [RESOURCE_PERMISSIONS[resource]];
}
