import { randomBytes } from 'node:crypto';
import { count, isNotNull } from 'drizzle-orm';
import { ROLE } from '../../domain/roles';
import { areaRow, gateRow, subAreaRow } from '../features/areas';
import { hashPassword } from '../core/passwords';
import type { Database } from '../db/client';
import { areas, companySubscriptions, gates, gateTypes, operatorSettings, subAreas, users } from '../db/schema';
import { userSearchText } from '../db/user-search-text';
import { DEMO_ACCOUNTS, DEMO_AREAS, DEMO_GATES } from './demo-data';
import { seedDemoCompanies, seedDemoCompanyPayments } from './demo-companies';
import { demoStaffRows } from './demo-staff';
import { seedDemoHistory } from './demo-history';
import { seedDemoPlans } from './demo-plans';
import { seedDemoPool } from './demo-pools';
import { seedDemoSubscriptions } from './demo-subscriptions';
import { seedDemoRegularSubscribers } from './demo-regular-subscribers';
import { seedDemoStays } from './demo-stays';
import { seedDemoShifts } from './demo-shifts';
import { DEMO_STAY_DAYS } from './demo-traffic';
import { seedDemoCards } from './demo-cards';
import { seedDemoAccessLog } from './demo-access-log';
import { DEMO_MERCHANT_AREA, seedDemoMerchants, seedDemoValidations } from './demo-merchants';
import { loadPaymentsThenCountRevenue } from '../db/revenue-rollup';
import { seedReferenceData } from './reference';
import { seedDemoTariffs } from './demo-tariffs';
import { DEFAULT_TIME_ZONE } from '../../domain/local-date';

export type SeedOutcome = 'demo' | 'first-admin' | 'existing' | 'empty';

async function seedDemo(db: Database, stayDays: number): Promise<void> {
  const passwordHashes = await Promise.all(DEMO_ACCOUNTS.map((account) => hashPassword(account.password)));
  const staffPasswordHash = await hashPassword(randomBytes(24).toString('base64url'));
  await db.transaction(async (tx) => {
    const typeIds = Object.fromEntries((await tx.select().from(gateTypes)).map((type) => [type.code, type.id]));
    const areaRows = await tx
      .insert(areas)
      .values(
        DEMO_AREAS.map(({ sub_areas: _subAreas, ...area }) =>
          areaRow({ ...area, is_active: true, rule_first_minutes_free: 'warn', rule_disability_free: 'warn' }),
        ),
      )
      .returning();
    const gateRows = await tx
      .insert(gates)
      .values(
        areaRows.flatMap((area, areaIndex) =>
          DEMO_GATES.map(([name, name_ar, description, type, status]) =>
            gateRow({
              name,
              name_ar,
              description,
              area_id: area.id,
              gate_type_id: typeIds[type]!,
              status: areaIndex === 2 && type === 'exit' ? 'maintenance' : status,
            }),
          ),
        ),
      )
      .returning();
    const subAreaRows = await tx
      .insert(subAreas)
      .values(
        DEMO_AREAS.flatMap((area, index) =>
          area.sub_areas.map(([name, name_ar, capacity]) =>
            subAreaRow({ name, name_ar, area_id: areaRows[index]!.id, max_capacity: capacity }),
          ),
        ),
      )
      .returning();
    const [settings] = await tx.select().from(operatorSettings);
    const timeZone = settings?.time_zone ?? DEFAULT_TIME_ZONE;
    const tariffs = await seedDemoTariffs(tx, areaRows, DEMO_AREAS, new Date(), timeZone);
    // Plans before companies: each demo company takes a company plan of its area.
    await seedDemoPlans(
      tx,
      areaRows,
      areaRows.map((area) => tariffs.get(area.id)![0]!.daily_cap_halalas),
    );

    const demoCompanyId = await seedDemoCompanies(
      tx,
      passwordHashes[DEMO_ACCOUNTS.findIndex((account) => account.role_id === ROLE.companyManager)]!,
    );

    const merchantArea = areaRows[DEMO_MERCHANT_AREA]!.id;
    const validatorMerchantId = await seedDemoMerchants(tx, merchantArea);
    const gateOfFirstArea = gateRows.find((gate) => gate.area_id === areaRows[0]!.id)!;
    const accounts = await tx
      .insert(users)
      .values(
        DEMO_ACCOUNTS.map(({ password: _password, ...account }, index) => ({
          ...account,
          password_hash: passwordHashes[index]!,
          is_email_verified: true,
          area_id: account.role_id === ROLE.gateEmployee ? gateOfFirstArea.area_id : null,
          gate_id: account.role_id === ROLE.gateEmployee ? gateOfFirstArea.id : null,
          company_id: account.role_id === ROLE.companyManager ? demoCompanyId : null,
          merchant_id: account.role_id === ROLE.validator ? validatorMerchantId : null,
          search_text: userSearchText(account),
        })),
      )
      .returning({ id: users.id, name: users.name, role_id: users.role_id });
    const gateOf = (area: number, gate: number) =>
      gateRows.find((row) => row.area_id === areaRows[area]!.id && row.name === DEMO_GATES[gate]![0])!;
    await tx
      .insert(users)
      .values(demoStaffRows({ gateOf, companyId: demoCompanyId, passwordHash: staffPasswordHash, now: new Date() }));
    const founder = accounts.find((account) => account.role_id === ROLE.superAdmin)!;
    await tx
      .update(companySubscriptions)
      .set({ approved_by: founder.id })
      .where(isNotNull(companySubscriptions.approved_at));
    // Each area as it was made: with its first tariff version.
    const madeAreas = areaRows.map((area) => ({ ...area, tariff: tariffs.get(area.id)![0]! }));
    await seedDemoHistory(tx, founder, { areas: madeAreas, gates: gateRows, subAreas: subAreaRows });
    // One moment for the stays and the validations: a validation goes only on a stay that left
    // before the gate events' retention, whose answer the stays' kept events do not hold.
    const staysSeededAt = new Date();
    await loadPaymentsThenCountRevenue(tx, async () => {
      await seedDemoSubscriptions(tx, founder.id);
      await seedDemoCompanyPayments(tx, founder.id);
      await seedDemoRegularSubscribers(tx, founder.id, stayDays);
      await seedDemoStays(tx, { areas: areaRows, gates: gateRows, tariffs, timeZone }, stayDays, staysSeededAt);
      const validator = accounts.find((account) => account.role_id === ROLE.validator)!;
      await seedDemoValidations(tx, merchantArea, validator.id, staysSeededAt);
      await seedDemoShifts(tx);
    });
    await seedDemoPool(tx);
    await seedDemoCards(tx);
    const accountOf = (roleId: number) => accounts.find((account) => account.role_id === roleId)!;
    await seedDemoAccessLog(tx, { admin: accountOf(ROLE.admin), gate: accountOf(ROLE.gateEmployee), founder });
  });
}

/**
 * Fills an empty database: the demo operator when `demo`, otherwise only the first super
 * admin from ADMIN_EMAIL / ADMIN_PASSWORD. A database that has users is left as it is.
 * `stayDays` shortens the demo's history, for the server tests' template (test/global-setup.ts).
 */
export async function seedDatabase(
  db: Database,
  options: { demo: boolean; adminEmail?: string; adminPassword?: string; stayDays?: number },
): Promise<SeedOutcome> {
  await seedReferenceData(db);
  const [existing] = await db.select({ total: count() }).from(users);
  if ((existing?.total ?? 0) > 0) return 'existing';
  if (options.demo) {
    await seedDemo(db, options.stayDays ?? DEMO_STAY_DAYS);
    return 'demo';
  }
  if (options.adminEmail && options.adminPassword) {
    const admin = {
      name: 'Administrator',
      username: options.adminEmail.split('@')[0]!,
      email: options.adminEmail.toLowerCase(),
      phone: null,
    };
    await db.insert(users).values({
      ...admin,
      search_text: userSearchText(admin),
      password_hash: await hashPassword(options.adminPassword),
      role_id: ROLE.superAdmin,
      is_email_verified: true,
    });
    return 'first-admin';
  }
  return 'empty';
}
