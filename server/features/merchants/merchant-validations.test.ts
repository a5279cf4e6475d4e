import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, localDate } from '../../../domain/local-date';
import { VALIDATION_LIMITS } from '../../../domain/merchant-validation';
import { ROLE } from '../../../domain/roles';
import { TARIFF_LINE } from '../../../domain/tariff';
import { advisoryLock } from '../../db/advisory-locks';
import { auditLog, gateTypes, merchants, merchantValidations, paymentTransactions, vehicles } from '../../db/schema';
import { areaBody, employeeBody, gateBody } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { holdLock, lockWaiters, whileLockHeld } from '../../test/locks';
import { createThrough, expectError, expectValidationError, listAll } from '../../test/rest';
import { stayValues } from '../../test/stays';

let t: TestApp;
let superAdmin: string;
let areaId: number;
let exitGateId: number;
let otherAreaId: number;

const MINUTE = 60_000;
let plates = 0;
/** A plate of its own for each stay (`ABJ1`, `ABJ2`, …): the plate's daily limit counts per plate. */
const nextPlate = () => `ABJ${++plates}`;

/** A stay inside `area` that entered `minutes` ago: under areaBody's tariff, its third hour costs 5 + 2 × 3 = 11 SAR. */
async function stayInside(area = areaId, minutes = 170, plate = nextPlate()) {
  const [stay] = await t.database.db
    .insert(vehicles)
    .values(stayValues(plate, area, { entry_time: new Date(Date.now() - minutes * MINUTE) }))
    .returning();
  return stay!;
}

/** A merchant of the area with the offers given, and a validator account of it, signed in. */
async function merchantWith(
  billing_mode: 'prepaid' | 'monthly',
  offers: Array<Record<string, unknown>>,
  { balance = 0, area = areaId } = {},
) {
  const merchant = await createThrough(t, superAdmin, 'merchants', {
    name: 'Test Shop',
    name_ar: 'متجر الاختبار',
    area_id: area,
    billing_mode,
  });
  if (balance > 0) await topUp(merchant.id, balance);
  const offerIds: number[] = [];
  for (const offer of offers)
    offerIds.push(
      (
        await createThrough(t, superAdmin, 'merchant-offers', {
          merchant_id: merchant.id,
          name: 'Offer',
          name_ar: 'عرض',
          ...offer,
        })
      ).id,
    );
  return { id: merchant.id, offerIds, token: await validatorOf(merchant.id) };
}

async function validatorOf(merchantId: number) {
  const body = employeeBody({ role_id: ROLE.validator, merchant_id: merchantId });
  await createThrough(t, superAdmin, 'employees', body);
  return t.bearer({ email: body.email, password: body.password });
}

function topUp(merchantId: number, amount: number, token = superAdmin) {
  return t.request({ method: 'POST', url: `/api/merchants/${merchantId}/top-ups`, token, payload: { amount } });
}

function lookUp(token: string, payload: Record<string, unknown>) {
  return t.request({ method: 'POST', url: '/api/validations/lookup', token, payload });
}

function validate(token: string, stayId: number, offerId: number, reason = 'purchase') {
  return t.request({
    method: 'POST',
    url: '/api/validations',
    token,
    payload: { stay_id: stayId, offer_id: offerId, reason },
  });
}

async function validated(token: string, stayId: number, offerId: number) {
  const response = await validate(token, stayId, offerId);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const balanceOf = async (merchantId: number) =>
  (await t.database.db.select().from(merchants).where(eq(merchants.id, merchantId)))[0]!.balance_halalas;

function leave(stay: { plate: string }) {
  return t.request({
    method: 'POST',
    url: '/api/gate/exits',
    token: superAdmin,
    payload: {
      gate_id: exitGateId,
      plate: stay.plate,
      event_id: `validation-exit-${stay.plate}`,
      payment_method: 'cash',
    },
  });
}

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000 });
  superAdmin = await t.bearer(ROLE.superAdmin);
  areaId = (await createThrough(t, superAdmin, 'areas', areaBody())).id;
  otherAreaId = (await createThrough(t, superAdmin, 'areas', areaBody())).id;
  const [exitType] = await t.database.db.select().from(gateTypes).where(eq(gateTypes.code, 'exit'));
  exitGateId = (await createThrough(t, superAdmin, 'gates', gateBody(areaId, exitType!.id))).id;
});
afterAll(() => t.close());

describe('the validator role', () => {
  it('signs in to its validation screen and reaches nothing else', async () => {
    const { token } = await merchantWith('monthly', [{ kind: 'free' }]);
    const me = (await t.request({ method: 'GET', url: '/api/auth/me', token })).json();
    expect(me.authority).toEqual(['validator', 'validations_access']);
    for (const url of ['/api/areas', '/api/vehicles', '/api/merchants', '/api/dashboard', '/api/payment-transactions'])
      expect((await t.request({ method: 'GET', url, token })).statusCode, url).toBe(403);
  });

  it('needs a merchant', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/employees',
      token: superAdmin,
      payload: employeeBody({ role_id: ROLE.validator }),
    });
    expectValidationError(response, { merchant_id: 'ps.validation.required' });
  });
});

describe('merchants and their offers', () => {
  it('keeps an offer to the value of its kind, and answers it in its own field', async () => {
    const { id } = await merchantWith('monthly', []);
    const offer = { merchant_id: id, name: 'Ten off', kind: 'amount_off', amount: 10, minutes: 60, percent: 5 };
    expect(await createThrough(t, superAdmin, 'merchant-offers', offer)).toMatchObject({
      kind: 'amount_off',
      amount: 10,
      minutes: null,
      percent: null,
      stackable: false,
    });
    const tooMuch = { merchant_id: id, name: 'All and more', kind: 'percent_off', percent: 150 };
    expectValidationError(
      await t.request({ method: 'POST', url: '/api/merchant-offers', token: superAdmin, payload: tooMuch }),
      {
        percent: 'ps.validation.percent_range',
      },
    );
    const without = { merchant_id: id, name: 'Minutes', kind: 'free_minutes' };
    expectValidationError(
      await t.request({ method: 'POST', url: '/api/merchant-offers', token: superAdmin, payload: without }),
      {
        minutes: 'ps.validation.required',
      },
    );
  });
});

describe('finding a stay', () => {
  it("finds an open stay of the merchant's area by its plate in either script, with its price so far and each offer's share", async () => {
    const { token } = await merchantWith('monthly', [
      { kind: 'free' },
      { kind: 'free_minutes', minutes: 60 },
      { kind: 'percent_off', percent: 50 },
    ]);
    const stay = await stayInside();
    const answer = (await lookUp(token, { plate: `ح ب ا ${stay.plate_number}` })).json();
    expect(answer).toMatchObject({ stay_id: stay.id, plate: stay.plate, price: { amount: 11 }, validations: 0 });
    expect(
      answer.offers.map((offer: { kind: string; takes_off: number }) => [offer.kind, offer.takes_off]).sort(),
    ).toEqual([
      ['free', 11],
      ['free_minutes', 3],
      ['percent_off', 5.5],
    ]);
  });

  it('finds it however a person types the plate, as the gate reads it: either script, spaces, dashes, zeros, any digits', async () => {
    const { token } = await merchantWith('monthly', [{ kind: 'free' }]);
    const stay = await stayInside();
    const number = stay.plate_number;
    const arabicIndic = number.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
    const persian = number.replace(/\d/g, (digit) => String.fromCharCode(0x06f0 + Number(digit)));
    for (const typed of [
      `abj ${number}`,
      `ABJ-${number}`,
      ` ${number} abj `,
      `ABJ 00${number}`,
      `ح ب ا ${arabicIndic}`,
      `حبا${persian}`,
      `${arabicIndic} ح ب ا`,
    ]) {
      const answer = await lookUp(token, { plate: typed });
      expect(answer.statusCode, `${typed}: ${answer.body}`).toBe(200);
      expect(answer.json().stay_id, typed).toBe(stay.id);
    }
  });

  it('finds and validates no stay of another area', async () => {
    const { token, offerIds } = await merchantWith('monthly', [{ kind: 'free' }]);
    const elsewhere = await stayInside(otherAreaId);
    expectError(await lookUp(token, { plate: elsewhere.plate }), 422, 'not_inside');
    expectError(await validate(token, elsewhere.id, offerIds[0]!), 404, 'not_found');
  });
});

describe('validating a stay', () => {
  it('takes the validation off the exit as its own line, books it to the payment, and refuses the stay once it left', async () => {
    const merchant = await merchantWith('monthly', [{ kind: 'amount_off', amount: 4 }]);
    const stay = await stayInside();
    const validation = await validated(merchant.token, stay.id, merchant.offerIds[0]!);
    expect(validation).toMatchObject({ stay_id: stay.id, amount: 4, billing_mode: 'monthly', transaction_id: null });
    const exit = (await leave(stay)).json();
    expect(exit.amount).toBe(7);
    expect(exit.lines.at(-1)).toEqual({ key: TARIFF_LINE.validation, values: { fee: 4 }, amount: -4 });
    const [payment] = await t.database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, exit.transaction_id));
    expect(payment!.amount_halalas).toBe(700);
    const [booked] = await t.database.db
      .select()
      .from(merchantValidations)
      .where(eq(merchantValidations.id, validation.id));
    expect(booked!.transaction_id).toBe(exit.transaction_id);
    expectError(await validate(merchant.token, stay.id, merchant.offerIds[0]!), 422, 'stay_closed');
  });

  it('lets an exit that validations made free leave as free', async () => {
    const merchant = await merchantWith('monthly', [{ kind: 'free' }]);
    const stay = await stayInside();
    await validated(merchant.token, stay.id, merchant.offerIds[0]!);
    expect((await leave(stay)).json()).toMatchObject({ amount: 0, payment_method: 'free' });
  });

  it('gives a stay one validation unless every one stacks, and audits the refusal', async () => {
    const merchant = await merchantWith('monthly', [
      { kind: 'amount_off', amount: 1, stackable: true },
      { kind: 'amount_off', amount: 2 },
    ]);
    const [stackable, single] = merchant.offerIds as [number, number];
    const stay = await stayInside();
    await validated(merchant.token, stay.id, stackable);
    await validated(merchant.token, stay.id, stackable);
    expectError(await validate(merchant.token, stay.id, single), 422, 'already_validated');
    const refusals = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'refuse_validation'), eq(auditLog.record_id, stay.id)));
    expect(refusals).toEqual([
      expect.objectContaining({
        resource: 'vehicles',
        changes: { refusal: [null, 'already_validated'], offer_id: [null, single], reason: [null, 'purchase'] },
      }),
    ]);
    const given = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'validate'), eq(auditLog.resource, 'merchant-validations')));
    expect(given.length).toBeGreaterThanOrEqual(2);
  });

  it("refuses a plate past its day's validations", async () => {
    const merchant = await merchantWith('monthly', [{ kind: 'amount_off', amount: 1, stackable: true }]);
    const stay = await stayInside();
    for (let index = 0; index < VALIDATION_LIMITS.perPlatePerDay; index++)
      await validated(merchant.token, stay.id, merchant.offerIds[0]!);
    expectError(await validate(merchant.token, stay.id, merchant.offerIds[0]!), 422, 'plate_daily_limit');
  });

  it('has nothing to validate on a stay still within its free minutes', async () => {
    const merchant = await merchantWith('monthly', [{ kind: 'free' }]);
    const stay = await stayInside(areaId, 15);
    expectError(await validate(merchant.token, stay.id, merchant.offerIds[0]!), 422, 'nothing_to_validate');
  });
});

describe('prepaid balances', () => {
  it('debits the balance, refuses what it does not cover, and is raised by top-ups that are rows of their own', async () => {
    const merchant = await merchantWith('prepaid', [{ kind: 'free' }], { balance: 15 });
    await validated(merchant.token, (await stayInside()).id, merchant.offerIds[0]!);
    expect(await balanceOf(merchant.id)).toBe(400);
    const uncovered = await stayInside();
    expectError(await validate(merchant.token, uncovered.id, merchant.offerIds[0]!), 422, 'merchant_balance_low');
    expect(await balanceOf(merchant.id)).toBe(400);
    expect((await topUp(merchant.id, 20)).statusCode).toBe(201);
    await validated(merchant.token, uncovered.id, merchant.offerIds[0]!);
    expect(await balanceOf(merchant.id)).toBe(1300);
    const topUps = (
      await t.request({ method: 'GET', url: `/api/merchants/${merchant.id}/top-ups`, token: superAdmin })
    ).json();
    expect(topUps.map((row: { amount: number }) => row.amount)).toEqual([20, 15]);
    expect((await listAll(t, superAdmin, 'merchants', { filter: { id: [merchant.id] } }))[0]).toMatchObject({
      balance: 13,
    });
  });

  it('takes no top-up for a merchant billed monthly', async () => {
    const merchant = await merchantWith('monthly', []);
    expectError(await topUp(merchant.id, 10), 422, 'not_prepaid');
  });

  it('lists the validator accounts of a merchant, and no other', async () => {
    const mine = await merchantWith('monthly', []);
    await merchantWith('monthly', []);
    const listed = await listAll(t, superAdmin, 'employees', { filter: { merchant_id: mine.id } });
    expect(listed.map((employee) => [employee.role_id, employee.merchant_id])).toEqual([[ROLE.validator, mine.id]]);
  });
});

describe('the monthly statement', () => {
  it("lists the month's validations and their total, as JSON and as CSV", async () => {
    const merchant = await merchantWith('monthly', [{ kind: 'amount_off', amount: 2.5 }]);
    await validated(merchant.token, (await stayInside()).id, merchant.offerIds[0]!);
    await validated(merchant.token, (await stayInside()).id, merchant.offerIds[0]!);
    const month = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Riyadh' }).slice(0, 7);
    const url = `/api/merchants/${merchant.id}/statement?month=${month}`;
    const statement = (await t.request({ method: 'GET', url, token: superAdmin })).json();
    expect(statement).toMatchObject({ count: 2, total: 5 });
    expect(statement.validations[0]).toMatchObject({ offer_name: 'Offer', offer_name_ar: 'عرض', amount: 2.5 });
    const csv = await t.request({ method: 'GET', url: `${url}&format=csv`, token: superAdmin });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.trim().split('\r\n').at(-1)).toBe('Total,,,,2,5.00');
    expect((await t.request({ method: 'GET', url, token: merchant.token })).statusCode).toBe(403);
  });

  it('lists a validator its own merchant’s validations only', async () => {
    const mine = await merchantWith('monthly', [{ kind: 'free' }]);
    const theirs = await merchantWith('monthly', [{ kind: 'free' }]);
    await validated(mine.token, (await stayInside()).id, mine.offerIds[0]!);
    await validated(theirs.token, (await stayInside()).id, theirs.offerIds[0]!);
    const listed = await listAll(t, mine.token, 'merchant-validations');
    expect(listed.length).toBe(1);
    expect(listed[0]).toMatchObject({ merchant_id: mine.id });
  });
});

describe('at once (PostgreSQL)', () => {
  it('gives exactly one of two validations of one stay at once', async (context) => {
    if (t.database.kind !== 'postgres') context.skip();
    const first = await merchantWith('monthly', [{ kind: 'free' }]);
    const second = await merchantWith('monthly', [{ kind: 'free' }]);
    const stay = await stayInside();
    const answers = await whileLockHeld(
      t.database.db,
      sql`select id from vehicles where id = ${stay.id} for update`,
      () =>
        Promise.all([
          validate(first.token, stay.id, first.offerIds[0]!),
          validate(second.token, stay.id, second.offerIds[0]!),
        ]),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    expect(
      await t.database.db.select().from(merchantValidations).where(eq(merchantValidations.stay_id, stay.id)),
    ).toHaveLength(1);
  });

  it('takes off at the exit a validation given while the exit waited for its stay', async (context) => {
    if (t.database.kind !== 'postgres') context.skip();
    const merchant = await merchantWith('monthly', [{ kind: 'amount_off', amount: 4 }]);
    const stay = await stayInside();
    // The validation holds the stay's row while it waits for the plate's count of the day, which the
    // test holds; the exit comes meanwhile and waits for the stay, and goes on once the validation
    // has committed.
    const held = await holdLock(
      t.database.db,
      advisoryLock('plate validations', stay.plate, localDate(new Date(), DEFAULT_TIME_ZONE)),
    );
    const validation = validate(merchant.token, stay.id, merchant.offerIds[0]!);
    await lockWaiters(t.database.db, 1);
    const exit = leave(stay);
    await lockWaiters(t.database.db, 2);
    await held.release();
    expect((await validation).statusCode).toBe(201);
    const left = (await exit).json();
    expect(left.amount).toBe(7);
    expect(left.lines.at(-1)).toEqual({ key: TARIFF_LINE.validation, values: { fee: 4 }, amount: -4 });
  });

  it("never validates a plate past its day's cap from two areas at once", async (context) => {
    if (t.database.kind !== 'postgres') context.skip();
    const offer = { kind: 'amount_off', amount: 1, stackable: true };
    const here = await merchantWith('monthly', [offer]);
    const there = await merchantWith('monthly', [offer], { area: otherAreaId });
    for (let round = 0; round < 5; round++) {
      const plate = nextPlate();
      const stays = [await stayInside(areaId, 170, plate), await stayInside(otherAreaId, 170, plate)];
      for (let index = 1; index < VALIDATION_LIMITS.perPlatePerDay; index++)
        await validated(here.token, stays[0]!.id, here.offerIds[0]!);
      // Both wait at their own stay's row, held by the test, and count the plate together once let go.
      const answers = await whileLockHeld(
        t.database.db,
        sql`select id from vehicles where id in (${stays[0]!.id}, ${stays[1]!.id}) for update`,
        () =>
          Promise.all([
            validate(here.token, stays[0]!.id, here.offerIds[0]!),
            validate(there.token, stays[1]!.id, there.offerIds[0]!),
          ]),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
      expect(answers.find((answer) => answer.statusCode === 422)!.json().code).toBe('plate_daily_limit');
      expect(
        await t.database.db.select().from(merchantValidations).where(eq(merchantValidations.plate, plate)),
      ).toHaveLength(VALIDATION_LIMITS.perPlatePerDay);
    }
  });

  it('never takes a prepaid balance below zero', async (context) => {
    if (t.database.kind !== 'postgres') context.skip();
    const merchant = await merchantWith('prepaid', [{ kind: 'free' }], { balance: 11 });
    const other = await validatorOf(merchant.id);
    const stays = [await stayInside(), await stayInside()];
    const answers = await whileLockHeld(
      t.database.db,
      sql`select id from merchants where id = ${merchant.id} for update`,
      () =>
        Promise.all([
          validate(merchant.token, stays[0]!.id, merchant.offerIds[0]!),
          validate(other, stays[1]!.id, merchant.offerIds[0]!),
        ]),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    expect(await balanceOf(merchant.id)).toBe(0);
  });
});
