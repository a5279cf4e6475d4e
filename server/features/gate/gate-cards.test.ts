import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles';
import { subscriptions, vehicles } from '../../db/schema';
import { areaBody, gateBody } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { actedOn, activeSubscription, cardBody } from '../../test/parking-cards';
import { createThrough, expectError, expectValidationError } from '../../test/rest';
import { IN_THE_PAST } from '../../test/stays';

let t: TestApp;
let superAdmin: string;
let typeIds: Record<'entry' | 'exit' | 'entry_exit', number>;
let area: { id: number; entry: number; exit: number };
let elsewhere: { id: number; entry: number; exit: number };

let events = 0;
const nextEvent = () => `gate-card-test-${++events}`;
const MINUTE = 60_000;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();

/** A fresh area with an entry gate and an exit gate. */
async function newArea() {
  const { id } = await createThrough(t, superAdmin, 'areas', areaBody());
  const gate = async (type: keyof typeof typeIds) =>
    (await createThrough(t, superAdmin, 'gates', gateBody(id, typeIds[type]))).id;
  return { id, entry: await gate('entry'), exit: await gate('exit') };
}

/** A card of the area, issued to `holder` when given. */
async function cardOf(
  areaId: number,
  type: 'guest' | 'subscription',
  holder?: object,
): Promise<{ id: number; number: string }> {
  const card = await createThrough(t, superAdmin, 'parking-carts', cardBody(areaId, { type }));
  if (holder) await actedOn(t, superAdmin, card.id, 'issue', holder);
  return { id: card.id, number: card.card_number as string };
}

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000 });
  superAdmin = await t.bearer(ROLE.superAdmin);
  const types = (await t.request({ method: 'GET', url: '/api/gate-types', token: superAdmin })).json() as Array<{
    id: number;
    code: keyof typeof typeIds;
  }>;
  typeIds = Object.fromEntries(types.map((type) => [type.code, type.id])) as typeof typeIds;
  area = await newArea();
  elsewhere = await newArea();
});
afterAll(() => t.close());

function entry(gateId: number, body: object) {
  return t.request({
    method: 'POST',
    url: '/api/gate/entries',
    token: superAdmin,
    payload: { gate_id: gateId, event_id: nextEvent(), ...body },
  });
}

function exit(gateId: number, body: object) {
  return t.request({
    method: 'POST',
    url: '/api/gate/exits',
    token: superAdmin,
    payload: { gate_id: gateId, event_id: nextEvent(), ...body },
  });
}

function expectStatus(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}

describe('a card issued to a subscription', () => {
  it('enters as the subscription, with the first of its plates not inside, and leaves by the card, free', async () => {
    const subscription = await activeSubscription(t, superAdmin, area.id, [
      ['RSD', '8001'],
      ['RSD', '8002'],
    ]);
    const { number: card } = await cardOf(area.id, 'subscription', { subscription_id: subscription.id });
    const first = expectStatus(
      await entry(area.entry, { card: ` ${card.toLowerCase()} `, occurred_at: minutesAgo(90), ...IN_THE_PAST }),
      201,
    );
    expect(first).toMatchObject({
      type: 'subscription',
      plate: 'RSD8001',
      subscription_id: subscription.id,
      ticket: null,
    });
    // As its QR code does: the next entry takes the subscription's other vehicle.
    expect(expectStatus(await entry(area.entry, { card }), 201)).toMatchObject({
      plate: 'RSD8002',
      subscription_id: subscription.id,
    });
    const left = expectStatus(await exit(area.exit, { card }), 200);
    expect(left).toMatchObject({ stay_id: first.stay_id, type: 'subscription', amount: 0, payment_method: 'free' });
    const [stay] = await t.database.db.select().from(vehicles).where(eq(vehicles.id, first.stay_id));
    expect(stay!.exit_time).not.toBeNull();
  });

  it('is refused as its subscription would be: expired, or already inside with every vehicle', async () => {
    const subscription = await activeSubscription(t, superAdmin, area.id, [['RSD', '8101']]);
    const { number: card } = await cardOf(area.id, 'subscription', { subscription_id: subscription.id });
    expectStatus(await entry(area.entry, { card }), 201);
    expectError(await entry(area.entry, { card }), 422, 'already_inside');
    expectStatus(await exit(area.exit, { card }), 200);
    // The subscription ran out after the card was issued: the card admits no one.
    await t.database.db
      .update(subscriptions)
      .set({ start_date: '2020-01-01', end_date: '2020-01-31' })
      .where(eq(subscriptions.id, subscription.id));
    expectError(await entry(area.entry, { card }), 422, 'subscription_expired');
  });
});

describe('a card issued to a plate', () => {
  it('enters as that plate, a guest with a ticket, and leaves by the card paying the fee', async () => {
    const { number: card } = await cardOf(area.id, 'guest', { plate_letters: 'ح ب ا', plate_number: '8201' });
    const entered = expectStatus(await entry(area.entry, { card, occurred_at: minutesAgo(130), ...IN_THE_PAST }), 201);
    expect(entered).toMatchObject({
      type: 'guest',
      plate: 'ABJ8201',
      subscription_id: null,
      ticket: { number: expect.any(String) },
    });
    expectError(await exit(area.exit, { card }), 422, 'payment_method_required');
    const left = expectStatus(await exit(area.exit, { card, payment_method: 'cash' }), 200);
    expect(left).toMatchObject({ stay_id: entered.stay_id, type: 'guest', amount: 11, payment_method: 'cash' });
  });

  it('is that plate also to the subscriptions that list it', async () => {
    const subscription = await activeSubscription(t, superAdmin, area.id, [['ABJ', '8301']]);
    const { number: card } = await cardOf(area.id, 'guest', { plate_letters: 'ABJ', plate_number: '8301' });
    expect(expectStatus(await entry(area.entry, { card }), 201)).toMatchObject({
      type: 'subscription',
      subscription_id: subscription.id,
    });
    // Inside by the card, out by the plate: one vehicle.
    expect(expectStatus(await exit(area.exit, { plate: 'ABJ 8301' }), 200)).toMatchObject({ plate: 'ABJ8301' });
  });
});

describe('refusals', () => {
  it('refuses an unknown card, a card not issued, blocked or lost, and one of another area, at the entry and at the exit', async () => {
    const plate = { plate_letters: 'ABJ', plate_number: '8401' };
    const available = await cardOf(area.id, 'guest');
    const blocked = await cardOf(area.id, 'guest', plate);
    const lost = await cardOf(area.id, 'guest', plate);
    const foreign = await cardOf(elsewhere.id, 'guest', plate);
    await actedOn(t, superAdmin, blocked.id, 'block', { reason: 'Cloned' });
    await actedOn(t, superAdmin, lost.id, 'lost');
    // The plate itself is inside, so an exit that reached the stay would close it.
    expectStatus(await entry(area.entry, { plate: 'ABJ 8401' }), 201);
    const refusals = [
      ['UNKNOWN-CARD', 'unknown_card'],
      [available.number, 'card_not_issued'],
      [blocked.number, 'card_blocked'],
      [lost.number, 'card_lost'],
      [foreign.number, 'card_not_for_area'],
    ] as const;
    for (const [card, code] of refusals) {
      expectError(await entry(area.entry, { card }), 422, code);
      expectError(await exit(area.exit, { card, payment_method: 'cash' }), 422, code);
    }
    expect(expectStatus(await exit(area.exit, { plate: 'ABJ 8401', payment_method: 'cash' }), 200)).toMatchObject({
      plate: 'ABJ8401',
    });
  });

  it('stops a returned card at once, while its holder still leaves by plate', async () => {
    const card = await cardOf(area.id, 'guest', { plate_letters: 'ABJ', plate_number: '8501' });
    expectStatus(await entry(area.entry, { card: card.number }), 201);
    await actedOn(t, superAdmin, card.id, 'return');
    expectError(await exit(area.exit, { card: card.number }), 422, 'card_not_issued');
    expectStatus(await exit(area.exit, { plate: 'ABJ 8501', payment_method: 'cash' }), 200);
  });

  it('refuses a malformed card number, and a card beside a plate, as field errors', async () => {
    expectValidationError(await entry(area.entry, { card: 'KFT 0001' }), { card: 'ps.validation.card_number' });
    expectValidationError(await entry(area.entry, { card: 'KFT-0001', plate: 'ABJ 8601' }), {
      plate: 'ps.validation.plate_qr_or_card',
    });
    expectValidationError(await exit(area.exit, { card: 'KFT-0001', ticket: 'AAAA-AAAA' }), {
      plate: 'ps.validation.plate_qr_ticket_or_card',
    });
  });
});
