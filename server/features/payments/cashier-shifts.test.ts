import { and, eq, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles';
import { auditLog, cashierShifts, paymentTransactions, vehicles } from '../../db/schema';
import { areaBody, employeeBody, gateBody } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { countRows, createThrough, expectError, expectValidationError } from '../../test/rest';
import { stayValues } from '../../test/stays';

let t: TestApp;
let superAdmin: string;
let area: { id: number; exit: number; other: number };
let exitType: number;
let events = 0;
let plates = 0;

const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000 });
  superAdmin = await t.bearer(ROLE.superAdmin);
  const types = (await t.request({ method: 'GET', url: '/api/gate-types', token: superAdmin })).json() as Array<{
    id: number;
    code: string;
  }>;
  exitType = types.find((type) => type.code === 'exit')!.id;
  const { id } = await createThrough(t, superAdmin, 'areas', areaBody());
  area = {
    id,
    exit: (await createThrough(t, superAdmin, 'gates', gateBody(id, exitType))).id,
    other: (await createThrough(t, superAdmin, 'gates', gateBody(id, exitType))).id,
  };
});
afterAll(() => t.close());

/** A gate employee of the test area, placed at `gate`: their id and bearer header. */
async function cashier(gate = area.exit) {
  const body = employeeBody({ role_id: ROLE.gateEmployee, area_id: area.id, gate_id: gate });
  const { id } = await createThrough(t, superAdmin, 'employees', body);
  return { id, token: await t.bearer({ email: body.email, password: body.password }) };
}

function ok(response: LightMyRequestResponse, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}

const open = (token: string, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/cashier-shifts', token, payload });
const close = (token: string, id: number, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: `/api/cashier-shifts/${id}/close`, token, payload });
const current = async (token: string) =>
  ok(await t.request({ method: 'GET', url: '/api/cashier-shifts/current', token })).shift;

/**
 * A guest who came in `minutes` ago leaves by the exit gate paying `method`: areaBody's tariff
 * (30 free minutes, 5.00 for the first hour, 3.00 for each further one).
 */
async function guestLeaves(token: string, minutes: number, method: string) {
  const plate = `ABJ${9000 + ++plates}`;
  await t.database.db
    .insert(vehicles)
    .values(stayValues(plate, area.id, { entry_time: new Date(Date.now() - minutes * MINUTE) }));
  return t.request({
    method: 'POST',
    url: '/api/gate/exits',
    token,
    payload: { gate_id: area.exit, event_id: `shift-test-${++events}`, plate, payment_method: method },
  });
}

const noCount = { cash_count: [], counted: {} };

describe('opening a shift', () => {
  it('opens a gate employee’s shift at their gate with its float, audited', async () => {
    const { id: employeeId, token } = await cashier();
    const opened = ok(await open(token, { float: 200 }), 201);
    expect(opened).toMatchObject({
      status: 'open',
      area_id: area.id,
      gate_id: area.exit,
      employee_id: employeeId,
      float: 200,
      closed_at: null,
      has_difference: null,
    });
    const [row] = await t.database.db.select().from(cashierShifts).where(eq(cashierShifts.id, opened.id));
    expect(row!.float_halalas).toBe(20_000);
    const audited = await countRows(
      t.database.db,
      auditLog,
      and(eq(auditLog.resource, 'cashier-shifts'), eq(auditLog.record_id, opened.id), eq(auditLog.action, 'create')),
    );
    expect(audited).toBe(1);
    expect(await current(token)).toMatchObject({ id: opened.id, lines: [{ payment_method: 'cash', expected: 200 }] });
    await close(token, opened.id, { ...noCount, cash_count: [{ denomination: 200, count: 1 }] });
  });

  it('holds one open shift per employee and one per gate', async () => {
    const first = await cashier(area.other);
    const second = await cashier(area.other);
    const opened = ok(await open(first.token, { float: 0 }), 201);
    expectError(await open(first.token, { float: 0, gate_id: area.exit }), 409, 'shift_already_open');
    expectError(await open(second.token, { float: 0 }), 409, 'gate_shift_open');
    ok(await close(first.token, opened.id, noCount));
    ok(await open(second.token, { float: 0 }), 201);
  });

  it('is a gate employee’s alone, at a gate of their area', async () => {
    expectError(await open(superAdmin, { float: 0 }), 403, 'not_a_cashier');
    const { token } = await cashier();
    const elsewhere = (await t.request({ method: 'GET', url: '/api/gates?range=[0,0]', token: superAdmin })).json()[0];
    expect(elsewhere.area_id).not.toBe(area.id);
    expectError(await open(token, { float: 0, gate_id: elsewhere.id }), 403, 'gate_not_in_your_area');
    expectValidationError(await open(token, { float: -1 }), { float: 'ps.validation.not_negative' });
    expect(await countRows(t.database.db, cashierShifts, eq(cashierShifts.employee_id, 0))).toBe(0);
  });
});

describe('payments within a shift', () => {
  it('refuses a gate employee money without an open shift, and writes nothing', async () => {
    const { token } = await cashier();
    expectError(await guestLeaves(token, 45, 'cash'), 422, 'shift_required');
    expect(
      await countRows(t.database.db, vehicles, and(eq(vehicles.area_id, area.id), isNull(vehicles.exit_time))),
    ).toBe(1);
    // A stay within its free minutes takes no money, so needs no shift.
    expect(ok(await guestLeaves(token, 10, 'cash'))).toMatchObject({ amount: 0, payment_method: 'free' });
    // An administrator is no cashier: their exit takes money outside any shift.
    const taken = ok(await guestLeaves(superAdmin, 45, 'cash'));
    const [payment] = await t.database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, taken.transaction_id));
    expect(payment!.cashier_shift_id).toBeNull();
    await t.database.db.delete(vehicles).where(and(eq(vehicles.area_id, area.id), isNull(vehicles.exit_time)));
  });

  it('books the payments taken in a shift to it, and closes it expected against counted', async () => {
    const { token } = await cashier();
    const shift = ok(await open(token, { float: 100 }), 201);
    const cash = ok(await guestLeaves(token, 45, 'cash')); // 5.00
    ok(await guestLeaves(token, 100, 'cash')); // 8.00
    ok(await guestLeaves(token, 45, 'card')); // 5.00
    const attached = await t.database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.cashier_shift_id, shift.id));
    expect(attached.map((payment) => payment.amount_halalas).sort()).toEqual([500, 500, 800]);
    expect(attached.map((payment) => payment.id)).toContain(cash.transaction_id);
    // The shift's page lists them: the payments filtered by their shift.
    const listed = ok(
      await t.request({
        method: 'GET',
        url: `/api/payment-transactions?filter=${encodeURIComponent(JSON.stringify({ cashier_shift_id: shift.id }))}`,
        token: superAdmin,
      }),
    ) as Array<{ id: number }>;
    expect(listed.map((payment) => payment.id).sort()).toEqual(attached.map((payment) => payment.id).sort());

    // Expected cash: 100 float + 13.00 = 113.00; card 5.00.
    const summary = await current(token);
    expect(summary.lines).toEqual([
      { payment_method: 'cash', expected: 113, counted: null, difference: null },
      { payment_method: 'card', expected: 5, counted: null, difference: null },
    ]);

    const balanced = {
      cash_count: [
        { denomination: 100, count: 1 },
        { denomination: 10, count: 1 },
        { denomination: 2, count: 1 },
        { denomination: 0.5, count: 2 },
      ],
      counted: { card: 5 },
    };
    const closed = ok(await close(token, shift.id, balanced));
    expect(closed).toMatchObject({ status: 'closed', has_difference: false, difference: 0 });
    const detail = ok(await t.request({ method: 'GET', url: `/api/cashier-shifts/${shift.id}`, token: superAdmin }));
    expect(detail.lines).toEqual([
      { payment_method: 'cash', expected: 113, counted: 113, difference: 0 },
      { payment_method: 'card', expected: 5, counted: 5, difference: 0 },
    ]);
    expect(detail.taken).toEqual([
      { payment_method: 'card', payments: 1, amount: 5, refunds: 0, refunded: 0 },
      { payment_method: 'cash', payments: 2, amount: 13, refunds: 0, refunded: 0 },
    ]);
    expect(detail.cash_count).toEqual(balanced.cash_count);
    expect(await current(token)).toBeNull();
  });

  it('needs a reason for a difference, changes nothing without one, and keeps a closed shift as it is', async () => {
    const { token } = await cashier();
    const shift = ok(await open(token, { float: 50 }), 201);
    ok(await guestLeaves(token, 45, 'cash')); // 5.00: 55.00 expected
    const short = { cash_count: [{ denomination: 50, count: 1 }], counted: {} };
    expectValidationError(await close(token, shift.id, short), {
      difference_reason: 'ps.validation.difference_reason',
    });
    expect((await current(token)).status).toBe('open');

    const closed = ok(await close(token, shift.id, { ...short, difference_reason: 'A 5 riyal note given twice' }));
    expect(closed).toMatchObject({
      has_difference: true,
      difference: -5,
      difference_reason: 'A 5 riyal note given twice',
    });
    expect(
      await countRows(
        t.database.db,
        auditLog,
        and(
          eq(auditLog.record_id, shift.id),
          eq(auditLog.resource, 'cashier-shifts'),
          eq(auditLog.action, 'close_shift'),
        ),
      ),
    ).toBe(1);
    expectError(await close(token, shift.id, noCount), 409, 'shift_closed');
    // Not even straight in the database.
    await expect(
      t.database.db.update(cashierShifts).set({ difference_reason: 'edited' }).where(eq(cashierShifts.id, shift.id)),
    ).rejects.toThrow();
    // Money after the close is refused until a new shift opens.
    expectError(await guestLeaves(token, 45, 'cash'), 422, 'shift_required');
    await t.database.db.delete(vehicles).where(and(eq(vehicles.area_id, area.id), isNull(vehicles.exit_time)));
  });

  it('lets no one close another’s shift, and refuses counts of notes the riyal has not', async () => {
    const mine = await cashier();
    const theirs = await cashier(area.other);
    const shift = ok(await open(mine.token, { float: 0 }), 201);
    expectError(await close(theirs.token, shift.id, noCount), 404, 'not_found');
    expectError(await close(superAdmin, shift.id, noCount), 403, 'not_a_cashier');
    expect(
      (await close(mine.token, shift.id, { cash_count: [{ denomination: 3, count: 1 }], counted: {} })).statusCode,
    ).toBe(400);
    expect((await close(mine.token, shift.id, { cash_count: [], counted: { free: 1 } })).statusCode).toBe(400);
    ok(await close(mine.token, shift.id, noCount));
  });
});

describe('the revenue report per shift and per employee', () => {
  it('reads what each shift and each employee took, in JSON and in its CSV file', async () => {
    const { id: employeeId, token } = await cashier();
    const shift = ok(await open(token, { float: 0 }), 201);
    ok(await guestLeaves(token, 45, 'cash')); // 5.00
    ok(await guestLeaves(token, 100, 'card')); // 8.00
    ok(await close(token, shift.id, { cash_count: [{ denomination: 5, count: 1 }], counted: { card: 8 } }));
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Riyadh' });
    const report = (groupBy: string, format = 'json') =>
      t.request({
        method: 'GET',
        url: `/api/reports/revenue?area_id=${area.id}&from=${today}&to=${today}&group_by=${groupBy}&format=${format}`,
        token: superAdmin,
      });
    const perShift = ok(await report('shift')).per_shift;
    expect(perShift.find((line: { cashier_shift_id: number }) => line.cashier_shift_id === shift.id)).toMatchObject({
      employee_id: employeeId,
      transactions: 2,
      revenue: 13,
      guest_revenue: 13,
      charged_transactions: 2,
    });
    const perEmployee = ok(await report('employee')).per_employee;
    expect(perEmployee.find((line: { employee_id: number }) => line.employee_id === employeeId)).toMatchObject({
      transactions: 2,
      revenue: 13,
    });
    expect(ok(await report('shift')).per_employee).toBeUndefined();
    const csv = await report('shift', 'csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Shift,Employee,Gate,Gate (Arabic),Opened,Closed,Transactions');
    expect(csv.body).toMatch(new RegExp(`\\n${shift.id},[^\\n]*,2,13\\.00,`));
  });
});

describe('the shifts list', () => {
  it('filters by employee, status and difference for the payments’ readers, and keeps a gate employee to their own', async () => {
    const { id: employeeId, token } = await cashier();
    const shift = ok(await open(token, { float: 10 }), 201);
    ok(await close(token, shift.id, { cash_count: [], counted: {}, difference_reason: 'Float left in the safe' }));
    const list = (filter: object, as = superAdmin) =>
      t.request({ method: 'GET', url: `/api/cashier-shifts?filter=${JSON.stringify(filter)}`, token: as });
    const found = ok(await list({ employee_id: employeeId, has_difference: true, status: 'closed' }));
    expect(found.map((row: { id: number }) => row.id)).toEqual([shift.id]);
    expect(found[0]).toMatchObject({ difference: -10, employee_name: expect.any(String) });
    expectError(await list({}, token), 403, 'forbidden');
    ok(await t.request({ method: 'GET', url: `/api/cashier-shifts/${shift.id}`, token }));
    const other = await cashier(area.other);
    expectError(
      await t.request({ method: 'GET', url: `/api/cashier-shifts/${shift.id}`, token: other.token }),
      404,
      'not_found',
    );
  });
});

describe('at the same time (PostgreSQL)', () => {
  it('opens one shift of ten asked for at once by one employee, and one of ten at one gate', async (context) => {
    if (t.database.kind !== 'postgres') context.skip();
    const gate = (await createThrough(t, superAdmin, 'gates', gateBody(area.id, exitType))).id;
    const { id: employeeId, token } = await cashier(gate);
    const answers = await Promise.all(Array.from({ length: 10 }, () => open(token, { float: 0 })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    expect(
      await countRows(
        t.database.db,
        cashierShifts,
        and(eq(cashierShifts.employee_id, employeeId), eq(cashierShifts.status, 'open')),
      ),
    ).toBe(1);
    const opened = answers.find((answer) => answer.statusCode === 201)!.json();
    ok(await close(token, opened.id, noCount));

    const crowd = await Promise.all(Array.from({ length: 10 }, () => cashier(gate)));
    const atGate = await Promise.all(crowd.map(({ token: each }) => open(each, { float: 0 })));
    expect(atGate.map((answer) => answer.statusCode).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    expect(atGate.filter((answer) => answer.statusCode === 409).map((answer) => answer.json().code)).toEqual(
      Array(9).fill('gate_shift_open'),
    );
  });
});
