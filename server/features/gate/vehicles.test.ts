import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../../../domain/local-date';
import { ROLE } from '../../../domain/roles';
import { TARIFF_LINE } from '../../../domain/tariff';
import { auditLog, paymentMethods, paymentTransactions, users, vehicles } from '../../db/schema';
import { areaBody, demoAccount, gateBody } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { countRows, createThrough, expectError, expectValidationError, listAll, listUrl } from '../../test/rest';
import { IN_THE_PAST, stayValues } from '../../test/stays';

let t: TestApp;
let superAdmin: string;
let admin: string;
let gateEmployee: string;
let typeIds: Record<'entry' | 'exit' | 'entry_exit', number>;
/** An area of areaBody's tariff (30 free minutes, 5.00 then 3.00 an hour) and its three stays. */
let area: { id: number; entry: number; exit: number; both: number };
let left: { id: number; entryTime: string };
let guestInside: number;
let subscriberInside: number;

const MINUTE = 60_000;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();
let events = 0;
const nextEvent = () => `vehicles-test-${++events}`;

function expectStatus(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}

async function newArea() {
  const { id } = await createThrough(t, superAdmin, 'areas', areaBody());
  const gate = async (type: keyof typeof typeIds) =>
    (await createThrough(t, superAdmin, 'gates', gateBody(id, typeIds[type]))).id;
  return { id, entry: await gate('entry'), exit: await gate('exit'), both: await gate('entry_exit') };
}

/** A guest entered through the gate API `minutes` ago; answers the stay's id. */
async function guestEntered(gateId: number, plate: string, minutes: number, token = superAdmin): Promise<number> {
  const payload = {
    gate_id: gateId,
    event_id: nextEvent(),
    plate,
    occurred_at: minutesAgo(minutes),
    ...(token === superAdmin ? IN_THE_PAST : {}),
  };
  return expectStatus(await t.request({ method: 'POST', url: '/api/gate/entries', token, payload }), 201).stay_id;
}

const ids = (records: Array<{ id: number }>) => records.map((record) => record.id);
const listed = (filter: Record<string, unknown>, token = superAdmin, sort?: [string, string]) =>
  listAll(t, token, 'vehicles', { filter, sort });

function forceExit(id: number, body: Record<string, unknown>, token = superAdmin) {
  return t.request({ method: 'POST', url: `/api/vehicles/${id}/force-exit`, token, payload: body });
}

async function transactionOf(stayId: number) {
  const rows = await t.database.db
    .select({
      amount: paymentTransactions.amount_halalas,
      method: paymentMethods.code,
      notes: paymentTransactions.notes,
      lines: paymentTransactions.lines,
      status: paymentTransactions.status,
    })
    .from(paymentTransactions)
    .innerJoin(paymentMethods, eq(paymentMethods.id, paymentTransactions.payment_method_id))
    .where(eq(paymentTransactions.vehicle_id, stayId));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000 });
  superAdmin = await t.bearer(ROLE.superAdmin);
  admin = await t.bearer(ROLE.admin);
  gateEmployee = await t.bearer(ROLE.gateEmployee);
  const types = (await t.request({ method: 'GET', url: '/api/gate-types', token: superAdmin })).json() as Array<{
    id: number;
    code: keyof typeof typeIds;
  }>;
  typeIds = Object.fromEntries(types.map((type) => [type.code, type.id])) as typeof typeIds;
  area = await newArea();
  // One that left three days ago after two hours, one guest inside for 90 minutes, one subscriber for 10.
  const entryTime = minutesAgo(3 * 24 * 60);
  const leftId = await guestEntered(area.entry, 'ABJ 1101', 3 * 24 * 60);
  const exitTime = new Date(new Date(entryTime).getTime() + 120 * MINUTE).toISOString();
  const exitPayload = {
    gate_id: area.exit,
    event_id: nextEvent(),
    plate: 'ABJ1101',
    payment_method: 'cash',
    occurred_at: exitTime,
    ...IN_THE_PAST,
  };
  expectStatus(
    await t.request({ method: 'POST', url: '/api/gate/exits', token: superAdmin, payload: exitPayload }),
    200,
  );
  left = { id: leftId, entryTime };
  guestInside = await guestEntered(area.both, 'ح ب ا ١١٠٢', 90);
  [{ id: subscriberInside }] = (await t.database.db
    .insert(vehicles)
    .values(
      stayValues('KLD77', area.id, {
        type: 'subscription',
        entry_gate_id: area.entry,
        entry_time: new Date(minutesAgo(10)),
      }),
    )
    .returning({ id: vehicles.id })) as [{ id: number }];
});
afterAll(() => t.close());

describe('GET /api/vehicles', () => {
  it('lists the stays newest entry first, with Content-Range, sorted by plate or exit on request', async () => {
    const response = await t.request({
      method: 'GET',
      url: listUrl('vehicles', { filter: { area_id: area.id }, range: [0, 1] }),
      token: superAdmin,
    });
    expect(expectStatus(response, 200).map((record: { id: number }) => record.id)).toEqual([
      subscriberInside,
      guestInside,
    ]);
    expect(response.headers['content-range']).toBe('vehicles 0-1/3');
    expect(ids(await listed({ area_id: area.id }, superAdmin, ['plate', 'ASC']))).toEqual([
      left.id,
      guestInside,
      subscriberInside,
    ]);
    expect(ids(await listed({ area_id: area.id }, superAdmin, ['exit_time', 'ASC']))).toEqual([
      left.id,
      guestInside,
      subscriberInside,
    ]);
    expectValidationError(
      await t.request({
        method: 'GET',
        url: listUrl('vehicles', { sort: ['guest_qr_hash', 'ASC'] }),
        token: superAdmin,
      }),
      { sort: 'ps.validation.invalid_choice' },
    );
  });

  it('filters by area, gate of entry or exit, type, inside or not, and local days of the entry', async () => {
    const within = (filter: Record<string, unknown>) => listed({ area_id: area.id, ...filter }).then(ids);
    expect(await within({ gate_id: area.exit })).toEqual([left.id]);
    expect(await within({ gate_id: area.entry })).toEqual([subscriberInside, left.id]);
    expect(await within({ gate_id: area.both })).toEqual([guestInside]);
    expect(await within({ type: 'subscription' })).toEqual([subscriberInside]);
    expect(await within({ type: 'guest' })).toEqual([guestInside, left.id]);
    expect(await within({ type: 'undefined' })).toEqual([]);
    expect(await within({ inside: true })).toEqual([subscriberInside, guestInside]);
    expect(await within({ inside: false })).toEqual([left.id]);
    const entryDay = localDate(new Date(left.entryTime));
    expect(await within({ from: entryDay, to: entryDay })).toEqual([left.id]);
    // From the local day the earlier of the two inside entered: not today in the first 90 minutes after midnight.
    const [inside] = await t.database.db
      .select({ entry: vehicles.entry_time })
      .from(vehicles)
      .where(eq(vehicles.id, guestInside));
    expect(await within({ from: localDate(inside!.entry) })).toEqual(
      expect.arrayContaining([guestInside, subscriberInside]),
    );
    expect(ids(await listed({ gate_id: area.exit }))).toEqual([left.id]);
    for (const filter of [{ inside: 'yes' }, { type: 'truck' }, { colour: 'red' }, { from: '3 days ago' }]) {
      expectValidationError(
        await t.request({ method: 'GET', url: listUrl('vehicles', { filter }), token: superAdmin }),
        { filter: 'ps.validation.unknown_filter' },
      );
    }
  });

  it('finds a plate typed in Arabic or Latin letters, whole or in part, letters before or after the number', async () => {
    for (const q of ['ح ب ا ١١٠٢', 'حبا1102', 'abj 1102', '1102 ABJ', 'ABJ1102', '١١٠٢']) {
      expect(ids(await listed({ q, area_id: area.id })), q).toEqual([guestInside]);
    }
    expect(ids(await listed({ q: 'BJ11', area_id: area.id }))).toEqual([guestInside, left.id]);
    expect(ids(await listed({ q: 'د ل ك', area_id: area.id }))).toEqual([subscriberInside]);
    expect(ids(await listed({ q: 'kld', area_id: area.id }))).toEqual([subscriberInside]);
    expect(await listed({ q: 'ABJ 9999', area_id: area.id })).toEqual([]);
  });

  it("finds a guest by the ticket's number typed in any case, without its dash or spaced", async () => {
    const [stay] = await t.database.db
      .select({ ticket: vehicles.guest_ticket_number })
      .from(vehicles)
      .where(eq(vehicles.id, guestInside));
    const ticket = stay!.ticket!;
    const symbols = ticket.replace('-', '');
    for (const q of [
      ticket,
      ticket.toLowerCase(),
      symbols,
      symbols.toLowerCase(),
      ` ${symbols.slice(0, 4)} ${symbols.slice(4)} `,
    ]) {
      expect(ids(await listed({ q })), q).toEqual([guestInside]);
    }
  });

  it('answers a stay with its minutes, and an inside guest with its fee so far by the tariff frozen at entry', async () => {
    const guest = expectStatus(
      await t.request({ method: 'GET', url: `/api/vehicles/${guestInside}`, token: superAdmin }),
      200,
    );
    expect(guest).toMatchObject({
      id: guestInside,
      plate: 'ABJ1102',
      plate_letters: 'ABJ',
      plate_number: '1102',
      type: 'guest',
      area_id: area.id,
      entry_gate_id: area.both,
      exit_gate_id: null,
      exit_time: null,
      subscription_id: null,
      company_subscription_vehicle_id: null,
      guest_ticket_number: expect.stringMatching(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/),
      inside: true,
      forced_exit_reason: null,
      // 90 minutes and what the test took since: two started hours, 5.00 and 3.00.
      fee_so_far: {
        amount: 8,
        currency: 'SAR',
        lines: [
          { key: TARIFF_LINE.firstHour, amount: 5 },
          { key: TARIFF_LINE.furtherHours, amount: 3 },
        ],
      },
    });
    expect(guest.duration_minutes).toBeGreaterThanOrEqual(90);
    expect(guest.fee_so_far.minutes).toBe(guest.duration_minutes);
    const subscriber = expectStatus(
      await t.request({ method: 'GET', url: `/api/vehicles/${subscriberInside}`, token: superAdmin }),
      200,
    );
    expect(subscriber).toMatchObject({ type: 'subscription', inside: true, fee_so_far: { amount: 0, lines: [] } });
    const exited = expectStatus(
      await t.request({ method: 'GET', url: `/api/vehicles/${left.id}`, token: superAdmin }),
      200,
    );
    expect(exited).toMatchObject({ inside: false, exit_gate_id: area.exit, duration_minutes: 120, fee_so_far: null });
  });

  it('never answers the guest ticket QR hash', async () => {
    const [stay] = await t.database.db.select().from(vehicles).where(eq(vehicles.id, guestInside));
    const answers = [
      await t.request({ method: 'GET', url: listUrl('vehicles', { filter: { area_id: area.id } }), token: superAdmin }),
      await t.request({ method: 'GET', url: `/api/vehicles/${guestInside}`, token: superAdmin }),
    ];
    for (const answer of answers) {
      expect(answer.body).not.toContain('guest_qr_hash');
      expect(answer.body).not.toContain(stay!.guest_qr_hash!);
    }
  });

  it('is read-only', async () => {
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const url = method === 'POST' ? '/api/vehicles' : `/api/vehicles/${guestInside}`;
      expect([404, 405]).toContain(
        (await t.request({ method, url, token: superAdmin, payload: method === 'DELETE' ? undefined : {} })).statusCode,
      );
    }
  });
});

describe("a stay's events (GET /api/vehicles/:id) and the list's places (GET /api/vehicles/choices)", () => {
  const getStay = (id: number, token = superAdmin) =>
    t.request({ method: 'GET', url: `/api/vehicles/${id}`, token }).then((response) => expectStatus(response, 200));
  const gateNamed = async (id: number) => {
    const { name, name_ar } = expectStatus(
      await t.request({ method: 'GET', url: `/api/gates/${id}`, token: superAdmin }),
      200,
    );
    return { id, name, name_ar };
  };
  const accountName = async (roleId: number) =>
    (
      await t.database.db
        .select()
        .from(users)
        .where(eq(users.email, demoAccount(roleId as never).email))
    )[0]!;

  it('answers an inside stay its entry: the gate by name and who recorded it', async () => {
    const superAdminRow = await accountName(ROLE.superAdmin);
    expect((await getStay(guestInside)).events).toEqual([
      {
        kind: 'entry',
        at: expect.any(String),
        gate: await gateNamed(area.both),
        by: { id: superAdminRow.id, name: superAdminRow.name },
        reason: null,
        payment: null,
      },
    ]);
    // Written without a gate event, nobody recorded the subscriber's entry.
    expect((await getStay(subscriberInside)).events).toEqual([
      expect.objectContaining({ kind: 'entry', gate: await gateNamed(area.entry), by: null }),
    ]);
  });

  it('answers a closed stay its exit at the gate after the entry, with what it paid', async () => {
    const stay = await getStay(left.id);
    expect(stay.events.map((event: { kind: string }) => event.kind)).toEqual(['entry', 'exit']);
    expect(stay.events[0]).toMatchObject({ at: stay.entry_time, gate: await gateNamed(area.entry) });
    expect(stay.events[1]).toMatchObject({
      at: stay.exit_time,
      gate: await gateNamed(area.exit),
      by: { name: (await accountName(ROLE.superAdmin)).name },
      reason: null,
      // Two hours: the first at 5.00, one more at 3.00.
      payment: {
        amount: 8,
        currency: 'SAR',
        minutes: 120,
        payment_method: 'cash',
        lines: [
          { key: TARIFF_LINE.firstHour, amount: 5 },
          { key: TARIFF_LINE.furtherHours, amount: 3 },
        ],
      },
    });
  });

  it('answers a force exit as its own event: no gate, who forced it and why, and the payment it wrote', async () => {
    const stayId = await guestEntered(area.entry, 'ABJ 1601', 45);
    expectStatus(await forceExit(stayId, { reason: 'Towed by the municipality', charge: false }, admin), 200);
    const [, exit] = (await getStay(stayId)).events;
    const adminRow = await accountName(ROLE.admin);
    expect(exit).toMatchObject({
      kind: 'force_exit',
      gate: null,
      by: { id: adminRow.id, name: adminRow.name },
      reason: 'Towed by the municipality',
      payment: { amount: 0, payment_method: 'free', lines: [] },
    });
  });

  it("keeps the events to the stay's own page: a list answers none", async () => {
    const [record] = await listed({ q: 'ABJ1102', area_id: area.id });
    expect(record).not.toHaveProperty('events');
  });

  it('names the areas and gates of the stays the caller reaches: a gate employee their own area only', async () => {
    const all = expectStatus(await t.request({ method: 'GET', url: '/api/vehicles/choices', token: admin }), 200);
    expect(all.areas).toContainEqual({
      id: area.id,
      name: expect.stringMatching(/^Test Area/),
      name_ar: expect.stringMatching(/^منطقة الاختبار/),
    });
    expect(all.gates.filter((gate: { area_id: number }) => gate.area_id === area.id)).toEqual(
      await Promise.all(
        [area.entry, area.exit, area.both].map(async (id) => ({ ...(await gateNamed(id)), area_id: area.id })),
      ),
    );
    const employee = await accountName(ROLE.gateEmployee);
    const own = expectStatus(
      await t.request({ method: 'GET', url: '/api/vehicles/choices', token: gateEmployee }),
      200,
    );
    expect(own.areas.map((choice: { id: number }) => choice.id)).toEqual([employee.area_id]);
    expect(own.gates.length).toBeGreaterThan(0);
    expect(new Set(own.gates.map((gate: { area_id: number }) => gate.area_id))).toEqual(new Set([employee.area_id]));
    expectError(
      await t.request({ method: 'GET', url: '/api/vehicles/choices', token: await t.bearer(ROLE.companyManager) }),
      403,
      'forbidden',
    );
  });
});

describe('who sees which stays', () => {
  it("shows a gate employee their own area's stays only: another area's is not listed and is 404", async () => {
    const [employee] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, demoAccount(ROLE.gateEmployee).email));
    const own = await guestEntered(employee!.gate_id!, 'ABJ 1301', 5, gateEmployee);
    const seen = await listed({}, gateEmployee);
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen.map((record) => record.area_id))).toEqual(new Set([employee!.area_id]));
    expect(ids(await listed({ q: 'ABJ1301' }, gateEmployee))).toEqual([own]);
    expect(await listed({ area_id: area.id }, gateEmployee)).toEqual([]);
    expectError(
      await t.request({ method: 'GET', url: `/api/vehicles/${guestInside}`, token: gateEmployee }),
      404,
      'not_found',
    );
    expectError(await forceExit(guestInside, { reason: 'Towed', charge: false }, gateEmployee), 404, 'not_found');
    expectStatus(await t.request({ method: 'GET', url: `/api/vehicles/${guestInside}`, token: admin }), 200);
    expect(
      expectStatus(await forceExit(own, { reason: 'Barrier left open', charge: false }, gateEmployee), 200),
    ).toMatchObject({ id: own, inside: false });
  });

  it('refuses a company manager (no home_access) and anyone signed out', async () => {
    const manager = await t.bearer(ROLE.companyManager);
    expectError(await t.request({ method: 'GET', url: '/api/vehicles', token: manager }), 403, 'forbidden');
    expectError(
      await t.request({ method: 'GET', url: `/api/vehicles/${guestInside}`, token: manager }),
      403,
      'forbidden',
    );
    expectError(await forceExit(guestInside, { reason: 'Towed', charge: false }, manager), 403, 'forbidden');
    expectError(await t.request({ method: 'GET', url: '/api/vehicles' }), 401, 'unauthorized');
  });
});

describe('POST /api/vehicles/:id/force-exit', () => {
  it('charges an inside guest by its frozen tariff, asking for a payment method when a fee is due', async () => {
    const stayId = await guestEntered(area.entry, 'ABJ 1401', 130);
    const unpaid = await forceExit(stayId, { reason: 'Lane camera down', charge: true });
    expectError(unpaid, 422, 'payment_method_required');
    expect(unpaid.json().quote).toMatchObject({ amount: 11, currency: 'SAR' });
    expectError(
      await forceExit(stayId, { reason: 'Lane camera down', charge: true, payment_method: 'free' }),
      422,
      'payment_method_required',
    );

    const closed = expectStatus(
      await forceExit(stayId, { reason: 'Lane camera down', charge: true, payment_method: 'cash' }),
      200,
    );
    expect(closed).toMatchObject({
      id: stayId,
      inside: false,
      exit_gate_id: null,
      forced_exit_reason: 'Lane camera down',
      fee_so_far: null,
      amount: 11,
      payment_method: 'cash',
    });
    expect(closed.exit_time).not.toBeNull();
    expect(JSON.stringify(closed)).not.toContain('guest_qr_hash');
    expect(await transactionOf(stayId)).toMatchObject({
      amount: 1100,
      method: 'cash',
      status: 'paid',
      notes: 'Lane camera down',
    });
    const [superAdminRow] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, demoAccount(ROLE.superAdmin).email));
    const [stay] = await t.database.db.select().from(vehicles).where(eq(vehicles.id, stayId));
    expect(stay).toMatchObject({
      exited_by: superAdminRow!.id,
      forced_exit_reason: 'Lane camera down',
      exit_gate_id: null,
    });
    const [audited] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'vehicles'), eq(auditLog.record_id, stayId), eq(auditLog.action, 'force_exit')));
    expect(audited).toMatchObject({ action: 'force_exit', actor_id: superAdminRow!.id });
    expect(audited!.changes).toMatchObject({
      inside: [true, false],
      forced_exit_reason: [null, 'Lane camera down'],
      exited_by: [null, superAdminRow!.id],
    });
    expect(audited!.changes).not.toHaveProperty('fee_so_far');
  });

  it('closes a stay without charging it: a transaction of 0 with the method free and the reason', async () => {
    const stayId = await guestEntered(area.entry, 'ABJ 1402', 300);
    const closed = expectStatus(
      await forceExit(stayId, { reason: 'Vehicle towed by the police', charge: false, payment_method: 'cash' }, admin),
      200,
    );
    expect(closed).toMatchObject({ inside: false, amount: 0, lines: [], payment_method: 'free' });
    expect(closed.minutes).toBeGreaterThanOrEqual(300);
    expect(await transactionOf(stayId)).toMatchObject({
      amount: 0,
      method: 'free',
      notes: 'Vehicle towed by the police',
      lines: [],
    });
  });

  it('refuses a stay that has left (409 not_inside), an unknown one (404), and a missing or overlong reason', async () => {
    expectError(await forceExit(left.id, { reason: 'Again', charge: false }), 409, 'not_inside');
    expect(await countRows(t.database.db, paymentTransactions, eq(paymentTransactions.vehicle_id, left.id))).toBe(1);
    expectError(await forceExit(2_000_000_000, { reason: 'Nobody', charge: false }), 404, 'not_found');
    expectValidationError(await forceExit(guestInside, { charge: false }), { reason: 'ps.validation.required' });
    expectValidationError(await forceExit(guestInside, { reason: '   ', charge: false }), {
      reason: 'ps.validation.required',
    });
    expectValidationError(await forceExit(guestInside, { reason: 'x'.repeat(501), charge: false }), {
      reason: 'ps.validation.too_long',
    });
    expectValidationError(await forceExit(guestInside, { reason: 'Towed' }), { charge: 'ps.validation.required' });
    expectValidationError(await forceExit(guestInside, { reason: 'Towed', charge: 'yes' }), {
      charge: 'ps.validation.invalid_choice',
    });
    expect(
      expectStatus(await t.request({ method: 'GET', url: `/api/vehicles/${guestInside}`, token: superAdmin }), 200)
        .inside,
    ).toBe(true);
  });

  it('closes a stay once when two force exits come at once (PostgreSQL)', async (context) => {
    if (t.database.kind !== 'postgres') context.skip();
    const stayId = await guestEntered(area.entry, 'ABJ 1501', 20);
    const answers = await Promise.all([
      forceExit(stayId, { reason: 'First', charge: false }),
      forceExit(stayId, { reason: 'Second', charge: false }, admin),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort(), answers.map((answer) => answer.body).join('\n')).toEqual([
      200, 409,
    ]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().code).toBe('not_inside');
    await transactionOf(stayId);
    expect(
      await countRows(
        t.database.db,
        auditLog,
        and(eq(auditLog.resource, 'vehicles'), eq(auditLog.record_id, stayId), eq(auditLog.action, 'force_exit')),
      ),
    ).toBe(1);
  });
});
