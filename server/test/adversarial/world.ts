import { eq } from 'drizzle-orm';
import { ROLE } from '../../../domain/roles';
import type { Database } from '../../db/client';
import { paymentMethods } from '../../db/schema';
import { companyPlacement } from '../company-placement';
import { onboardUnit } from '../einvoicing';
import { areaBody, companyBody, employeeBody, gateBody, planBody } from '../fixtures';
import type { TestApp } from '../harness';
import { createThrough } from '../rest';
import { openShiftFor } from '../shifts';

/**
 * What the adversarial model test sets up once for all its runs: two areas with an entry and an
 * exit gate each and an active e-invoicing unit (area A refuses a tariff without the municipal free
 * minutes, area B only warns),
 * a gate employee of each area with an open shift, the administrators, a merchant of each area
 * with a stackable offer, a company with its manager, and a plan of area A paid online. What a run's history changes (lane
 * devices and their floors, validators and their hourly counts, plates, a company subscription)
 * each run makes afresh (run.ts), so that every run starts on a world its clock can go back to.
 */

export const AREAS = ['A', 'B'] as const;
export type AreaKey = (typeof AREAS)[number];

export interface WorldArea {
  id: number;
  entry: number;
  exit: number;
  /** The gate employee of this area, signed in, their shift open. */
  employee: string;
  merchant: { id: number; offerId: number };
}

export interface World {
  t: TestApp;
  /**
   * The model's own reading of the database, on a connection of its own straight to PostgreSQL:
   * the app reaches it through hosts of the test's own that a step may kill, and its checks need
   * neither to wait for those nor to pay for them.
   */
  truth: Database;
  superAdmin: string;
  admin: string;
  areas: Record<AreaKey, WorldArea>;
  company: {
    id: number;
    /** Its quota as made: only its paid quota orders grow it. */
    initialQuota: number;
    placement: Awaited<ReturnType<typeof companyPlacement>>;
    manager: string;
    cashMethodId: number;
  };
  /**
   * An individual plan of area A that payers pay online, a one-day plan of area A whose
   * subscriptions renew by themselves day after day, and the online method approvals name.
   */
  online: { planId: number; dailyPlanId: number; methodId: number };
}

/** Room for every run's cars: what the model tests is time and money, not the capacities. */
const ROOMY = { max_capacity: 5000, subscription_capacity: 1000, guest_ticket_capacity: 4000 };

async function worldArea(
  t: TestApp,
  tokens: { superAdmin: string },
  typeOf: (code: string) => number,
  overrides: Record<string, unknown>,
): Promise<WorldArea> {
  const { superAdmin } = tokens;
  const area = await createThrough(t, superAdmin, 'areas', areaBody({ ...ROOMY, ...overrides }));
  const gate = async (code: string) =>
    (await createThrough(t, superAdmin, 'gates', gateBody(area.id, typeOf(code)))).id;
  const [entry, exit] = [await gate('entry'), await gate('exit')];
  const body = employeeBody({ role_id: ROLE.gateEmployee, area_id: area.id, gate_id: entry });
  await createThrough(t, superAdmin, 'employees', body);
  const employee = await t.bearer({ email: body.email, password: body.password });
  await openShiftFor(t, employee);
  await onboardUnit(t, superAdmin, area.id);
  const merchant = await createThrough(t, superAdmin, 'merchants', {
    name: 'Model Shop',
    name_ar: 'متجر النموذج',
    area_id: area.id,
    billing_mode: 'monthly',
  });
  const offer = await createThrough(t, superAdmin, 'merchant-offers', {
    merchant_id: merchant.id,
    name: 'One off',
    name_ar: 'ريال واحد',
    kind: 'amount_off',
    amount: 1,
    stackable: true,
  });
  return { id: area.id, entry, exit, employee, merchant: { id: merchant.id, offerId: offer.id } };
}

export async function createWorld(t: TestApp, truth: Database): Promise<World> {
  const [superAdmin, admin] = await Promise.all([t.bearer(ROLE.superAdmin), t.bearer(ROLE.admin)]);
  const types = (await t.request({ method: 'GET', url: '/api/gate-types', token: admin })).json() as Array<{
    id: number;
    code: string;
  }>;
  const typeOf = (code: string) => types.find((type) => type.code === code)!.id;
  const areas = {
    A: await worldArea(t, { superAdmin }, typeOf, { rule_first_minutes_free: 'refuse' }),
    B: await worldArea(t, { superAdmin }, typeOf, { rule_first_minutes_free: 'warn' }),
  };
  const placement = await companyPlacement(t, superAdmin);
  // The company's subscriptions are paid in its area, which invoices them as the gates' areas do.
  await onboardUnit(t, superAdmin, placement.area_id);
  const body = companyBody(placement, { initial_quota: 1000 });
  const company = await createThrough(t, superAdmin, 'companies', body);
  const manager = await t.bearer({ email: body.admin_email, password: body.admin_password });
  const [cash] = await t.database.db.select().from(paymentMethods).where(eq(paymentMethods.code, 'cash'));
  const [online] = await t.database.db.select().from(paymentMethods).where(eq(paymentMethods.code, 'online'));
  const plan = await createThrough(t, superAdmin, 'subscription-plans', planBody(areas.A.id, { price: 120 }));
  const daily = await createThrough(
    t,
    superAdmin,
    'subscription-plans',
    planBody(areas.A.id, { price: 15, duration: 1 }),
  );
  return {
    t,
    truth,
    superAdmin,
    admin,
    areas,
    company: { id: company.id as number, initialQuota: 1000, placement, manager, cashMethodId: cash!.id },
    online: { planId: plan.id, dailyPlanId: daily.id, methodId: online!.id },
  };
}
