import { eq, sql } from 'drizzle-orm';
import { COMPANY_ADDRESS_FIELDS } from '../../../domain/national-address';
import { quotaFigures, quotaLevel } from '../../../domain/quota';
import { ROLE } from '../../../domain/roles';
import {
  type CompanyCreate,
  companyCreateSchema,
  companyFilterSchema,
  companyRecordSchema,
  type CompanyFilter,
  type CompanyUpdate,
  companyUpdateSchema,
} from '../../../domain/schemas/company';
import { VALIDATION } from '../../../domain/validation-messages';
import type { Transaction } from '../../db/client';
import { companySearchText } from '../../db/company-search-text';
import { companies, subAreas, subscriptionPlans } from '../../db/schema';
import { badInput } from '../../errors';
import { createCompanyManager, deleteCompanyManagers, managersOf } from './company-manager';
import { poolsOfCompanies, replacePools } from './company-pools';
import { quotaLevelCondition, quotaStatusCondition, remainingQuotaColumn } from './company-quota';
import { type ResourceDefinition } from '../../core/crud';
import { userChanged } from '../../core/user-cache';

type CompanyRow = typeof companies.$inferSelect;
type TaxIdentityField = 'vat_number' | (typeof COMPANY_ADDRESS_FIELDS)[number];

/** A company's row; the demo seed may leave the sub-area and plan out (no plans seeded). */
export function companyRow(
  company: Omit<CompanyUpdate, 'sub_area_id' | 'plan_id' | 'pools' | TaxIdentityField> &
    Pick<Partial<CompanyUpdate>, 'pools'> &
    Partial<Pick<CompanyUpdate, TaxIdentityField>> & { sub_area_id: number | null; plan_id: number | null },
): typeof companies.$inferInsert {
  const {
    name,
    name_ar,
    contact_phone,
    area_id,
    sub_area_id,
    plan_id,
    is_active,
    default_duration_months,
    initial_quota,
    quota_valid_from,
    quota_valid_to,
    admin_notes,
    pools: _pools,
    ...taxIdentity
  } = company;
  return {
    name,
    name_ar,
    contact_phone,
    area_id,
    sub_area_id,
    plan_id,
    is_active,
    default_duration_months,
    initial_quota,
    quota_valid_from,
    quota_valid_to,
    admin_notes,
    ...taxIdentity,
    search_text: companySearchText({ name, name_ar, contact_phone }),
  };
}

/**
 * The company's sub-area must lie in its area, and its plan be a company plan of that area; a
 * newly chosen plan must also be on sale (a company keeps a plan deactivated since).
 */
async function checkPlacement(tx: Transaction, company: CompanyUpdate, existing?: CompanyRow) {
  const [subArea] = await tx
    .select({ area_id: subAreas.area_id })
    .from(subAreas)
    .where(eq(subAreas.id, company.sub_area_id));
  if (subArea && subArea.area_id !== company.area_id) throw badInput({ sub_area_id: VALIDATION.subAreaOfArea });
  const [plan] = await tx.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, company.plan_id));
  const kept = existing?.plan_id === company.plan_id;
  if (plan && (plan.plan_type !== 'company' || plan.area_id !== company.area_id || (!plan.is_active && !kept))) {
    throw badInput({ plan_id: VALIDATION.companyPlanOfArea });
  }
}

/** Companies, each with its quota as of the operator's today and its manager account. */
export const companiesResource: ResourceDefinition<typeof companies, CompanyCreate, CompanyUpdate> = {
  name: 'companies',
  table: companies,
  record: companyRecordSchema,
  // A company manager reaches their own company only; without one, none.
  scope: (caller) =>
    caller.role_id === ROLE.companyManager
      ? caller.company_id
        ? eq(companies.id, caller.company_id)
        : sql`false`
      : undefined,
  sortColumns: {
    id: companies.id,
    name: sql`${companies.name} collate "english"`,
    name_ar: sql`coalesce(${companies.name_ar}, ${companies.name}) collate "arabic"`,
    area_id: companies.area_id,
    is_active: companies.is_active,
    initial_quota: companies.initial_quota,
    used_quota: companies.used_quota,
    remaining_quota: remainingQuotaColumn,
    quota_valid_from: companies.quota_valid_from,
    quota_valid_to: companies.quota_valid_to,
    created_at: companies.created_at,
  },
  filterSchema: companyFilterSchema,
  filterColumns: { area_id: companies.area_id, is_active: companies.is_active },
  // The quota's status and level are held by no column: each is the condition that makes it.
  filterWhere: (filter, clock) => {
    const { quota_status, quota_level } = filter as CompanyFilter;
    return [
      quota_status && quotaStatusCondition(quota_status, clock.today()),
      quota_level && quotaLevelCondition(quota_level),
    ];
  },
  async withDerived(db, rows) {
    const ids = rows.map((row) => row.id);
    const [managers, pools] = await Promise.all([managersOf(db, ids), poolsOfCompanies(db, ids)]);
    return rows.map((row) => ({ ...row, manager: managers.get(row.id) ?? null, pools: pools.get(row.id)! }));
  },
  derivedFields: ['used_quota', 'remaining_quota', 'quota_status', 'quota_level', 'low_quota_threshold'],
  toRecord(row, clock) {
    const quota = quotaFigures({
      initialQuota: row.initial_quota,
      used: row.used_quota,
      validFrom: row.quota_valid_from,
      validTo: row.quota_valid_to,
      companyActive: row.is_active,
      today: clock.today(),
    });
    return {
      ...row,
      remaining_quota: quota.remaining,
      quota_status: quota.status,
      quota_level: quotaLevel(quota),
      low_quota_threshold: quota.low_threshold,
    };
  },
  write: {
    createSchema: companyCreateSchema,
    updateSchema: companyUpdateSchema,
    toRow: companyRow,
    checkCreate: ({ tx, body }) => checkPlacement(tx, body!),
    checkUpdate: ({ tx, body, existing }) => checkPlacement(tx, body!, existing),
    async afterCreate(tx, row, body) {
      await createCompanyManager(tx, row.id, body);
      if (body.pools) await replacePools(tx, row.id, body.pools);
    },
    async afterUpdate(tx, row, body) {
      if (body.pools) await replacePools(tx, row.id, body.pools);
    },
    checkDelete: ({ tx, existing }) => deleteCompanyManagers(tx, existing!.id),
    inUse: 'company_in_use',
  },
  // A deactivation ends the managers' sessions (a trigger of migration 0007): their kept copies go too.
  onWritten(db, company) {
    const manager = company.manager as { id: number } | null;
    if (manager) userChanged(db, manager.id);
  },
};
