import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { card as availableCard } from '../../../domain/fixtures/parking-card';
import {
  PARKING_CARD_ACTIONS,
  PARKING_CARD_STATUSES,
  type ParkingCardAction,
  type ParkingCardStatus,
} from '../../../domain/parking-cart';
import { ROLE, ROLE_IDS, type RoleId } from '../../../domain/roles';
import { auditLog, parkingCards, subscriptions } from '../../db/schema';
import { areaBody, subscriptionBody } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { actedOn, activeSubscription, cardAction, cardBody } from '../../test/parking-cards';
import {
  countRows,
  createThrough,
  expectError,
  expectValidationError,
  listAll,
  listUrl,
  totalOf,
} from '../../test/rest';

let t: TestApp;
const tokens = {} as Record<RoleId, string>;
let superAdmin: string;
let areaId: number;
let otherAreaId: number;
let subscription: { id: number; plan_id: number };

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000 });
  for (const roleId of ROLE_IDS) tokens[roleId] = await t.bearer(roleId);
  superAdmin = tokens[ROLE.superAdmin];
  areaId = (await createThrough(t, superAdmin, 'areas', areaBody())).id;
  otherAreaId = (await createThrough(t, superAdmin, 'areas', areaBody())).id;
  subscription = await activeSubscription(t, superAdmin, areaId, [['RSD', '5001']]);
});
afterAll(() => t.close());

const newCard = (overrides: Record<string, unknown> = {}, token = superAdmin) =>
  createThrough(t, token, 'parking-carts', cardBody(areaId, overrides));
const GUEST_PLATE = { plate_letters: 'ح ب ا', plate_number: '١٢٣٤' };
/** A body each action takes. */
const BODIES: Record<ParkingCardAction, object> = {
  issue: GUEST_PLATE,
  block: { reason: 'Bent' },
  lost: {},
  return: {},
};

/** The audit rows of a card, oldest first. */
const auditOf = (id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, 'parking-carts'), eq(auditLog.record_id, id)))
    .orderBy(asc(auditLog.id));

/** A guest card brought to `status` by the actions, as staff would. */
async function guestCardIn(status: ParkingCardStatus) {
  const card = await newCard();
  if (status === 'available') return card;
  await actedOn(t, superAdmin, card.id, 'issue', GUEST_PLATE);
  if (status === 'issued') return card;
  return actedOn(
    t,
    superAdmin,
    card.id,
    status === 'blocked' ? 'block' : 'lost',
    status === 'blocked' ? { reason: 'Damaged' } : {},
  );
}

describe('creating and editing a card', () => {
  it('stores the number trimmed in capitals, available and held by nobody, with its audit row', async () => {
    const card = await newCard({ card_number: ' kft-٠٠٠9 ', type: 'subscription', notes: 'Spare' });
    expect(card).toEqual(
      availableCard({
        id: expect.any(Number),
        card_number: 'KFT-0009',
        type: 'subscription',
        area_id: areaId,
        notes: 'Spare',
        created_at: expect.any(String),
        updated_at: expect.any(String),
      }),
    );
    const [created] = await auditOf(card.id);
    expect(created).toMatchObject({
      action: 'create',
      changes: { card_number: [null, 'KFT-0009'], status: [null, 'available'] },
    });
  });

  it('refuses bad fields as field errors, and a number taken whatever its case as a 409 under it', async () => {
    const post = (body: object) =>
      t.request({ method: 'POST', url: '/api/parking-carts', token: superAdmin, payload: body });
    expectValidationError(await post(cardBody(areaId, { card_number: 'KFT 1' })), {
      card_number: 'ps.validation.card_number',
    });
    expectValidationError(await post(cardBody(areaId, { card_number: 'X'.repeat(31) })), {
      card_number: 'ps.validation.card_number',
    });
    expectValidationError(await post(cardBody(areaId, { card_number: '  ' })), {
      card_number: 'ps.validation.required',
    });
    expectValidationError(await post(cardBody(areaId, { type: 'vip' })), { type: 'ps.validation.invalid_choice' });
    expectValidationError(await post(cardBody(areaId, { area_id: 999_999 })), {
      area_id: 'ps.validation.invalid_choice',
    });
    expectValidationError(await post({ card_number: 'KFT-1', type: 'guest' }), { area_id: 'ps.validation.required' });
    await newCard({ card_number: 'DUP-1' });
    const taken = await post(cardBody(areaId, { card_number: 'dup-1' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'duplicate', errors: { card_number: 'ps.validation.unique' } });
  });

  it('drops the status and holder an edit sends back, and keeps type and area while the card is held', async () => {
    const card = await guestCardIn('issued');
    const put = (body: object) =>
      t.request({
        method: 'PUT',
        url: `/api/parking-carts/${card.id}`,
        token: superAdmin,
        payload: { ...card, ...body },
      });
    const edited = await put({
      notes: 'Renewed',
      status: 'available',
      plate_letters: null,
      plate_number: null,
      subscription_id: subscription.id,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      notes: 'Renewed',
      status: 'issued',
      plate_letters: 'ABJ',
      plate_number: '1234',
      subscription_id: null,
    });
    expectValidationError(await put({ type: 'subscription' }), { type: 'ps.validation.card_fixed_unless_available' });
    expectValidationError(await put({ area_id: otherAreaId }), {
      area_id: 'ps.validation.card_fixed_unless_available',
    });
    const shelved = await newCard();
    const moved = await t.request({
      method: 'PUT',
      url: `/api/parking-carts/${shelved.id}`,
      token: superAdmin,
      payload: { ...shelved, type: 'subscription', area_id: otherAreaId },
    });
    expect(moved.json()).toMatchObject({ type: 'subscription', area_id: otherAreaId });
  });

  it('deletes a card that is not in anyone’s hands, and refuses an issued one (409 card_issued)', async () => {
    const issued = await guestCardIn('issued');
    expectError(
      await t.request({ method: 'DELETE', url: `/api/parking-carts/${issued.id}`, token: superAdmin }),
      409,
      'card_issued',
    );
    const lost = await guestCardIn('lost');
    expect(
      (await t.request({ method: 'DELETE', url: `/api/parking-carts/${lost.id}`, token: superAdmin })).statusCode,
    ).toBe(200);
    expect(await countRows(t.database.db, parkingCards, eq(parkingCards.id, lost.id))).toBe(0);
  });
});

describe('the list', () => {
  it('filters by area, status and type, and finds a card by its number or its plate in either script', async () => {
    const area = (await createThrough(t, superAdmin, 'areas', areaBody())).id;
    const spare = await createThrough(t, superAdmin, 'parking-carts', cardBody(area, { card_number: 'LST-0001' }));
    const lent = await createThrough(t, superAdmin, 'parking-carts', cardBody(area, { card_number: 'LST-0002' }));
    const member = await createThrough(
      t,
      superAdmin,
      'parking-carts',
      cardBody(area, { card_number: 'LST-0003', type: 'subscription' }),
    );
    await actedOn(t, superAdmin, lent.id, 'issue', { plate_letters: 'NZL', plate_number: '842' });
    const ids = async (filter: object) =>
      (await listAll(t, superAdmin, 'parking-carts', { filter: { area_id: area, ...filter } })).map((card) => card.id);
    expect(await ids({})).toEqual([spare.id, lent.id, member.id]);
    expect(await ids({ status: 'issued' })).toEqual([lent.id]);
    expect(await ids({ type: 'subscription' })).toEqual([member.id]);
    expect(await ids({ q: 'lst-0003' })).toEqual([member.id]);
    expect(await ids({ q: 'LST0002' })).toEqual([lent.id]);
    expect(await ids({ q: 'ل م ن ٨٤٢' })).toEqual([lent.id]);
    expect(await ids({ q: '842 nzl' })).toEqual([lent.id]);
    const descending = await t.request({
      method: 'GET',
      url: listUrl('parking-carts', { filter: { area_id: area }, sort: ['card_number', 'DESC'], range: [0, 1] }),
      token: superAdmin,
    });
    expect(descending.json().map((card: { id: number }) => card.id)).toEqual([member.id, lent.id]);
    expect(totalOf(descending)).toBe(3);
    expectValidationError(
      await t.request({
        method: 'GET',
        url: listUrl('parking-carts', { filter: { status: 'stolen' } }),
        token: superAdmin,
      }),
      { filter: 'ps.validation.unknown_filter' },
    );
  });

  it('counts each status tab under the other filters', async () => {
    const area = (await createThrough(t, superAdmin, 'areas', areaBody())).id;
    for (const status of PARKING_CARD_STATUSES) {
      const card = await createThrough(t, superAdmin, 'parking-carts', cardBody(area));
      if (status !== 'available') await actedOn(t, superAdmin, card.id, 'issue', GUEST_PLATE);
      if (status === 'blocked') await actedOn(t, superAdmin, card.id, 'block', { reason: 'Worn out' });
      if (status === 'lost') await actedOn(t, superAdmin, card.id, 'lost');
    }
    const counts = await t.request({
      method: 'GET',
      url: `/api/parking-carts/counts?${new URLSearchParams({ filter: JSON.stringify({ area_id: area, status: 'lost' }) })}`,
      token: superAdmin,
    });
    expect(counts.json()).toEqual({ all: 4, available: 1, issued: 1, blocked: 1, lost: 1 });
  });
});

describe('the actions', () => {
  const ALLOWED: Record<ParkingCardAction, Partial<Record<ParkingCardStatus, ParkingCardStatus>>> = {
    issue: { available: 'issued' },
    block: { available: 'blocked', issued: 'blocked' },
    lost: { available: 'lost', issued: 'lost', blocked: 'lost' },
    return: { issued: 'available', blocked: 'available', lost: 'available' },
  };
  const REFUSALS: Record<ParkingCardAction, string> = {
    issue: 'card_not_available',
    block: 'card_cannot_block',
    lost: 'card_already_lost',
    return: 'card_already_available',
  };
  const every = PARKING_CARD_ACTIONS.flatMap((action) =>
    PARKING_CARD_STATUSES.map((status) => [action, status] as const),
  );

  it.each(every)(
    '%s from %s: allowed and audited, or refused with its code and nothing changed',
    async (action, status) => {
      const card = await guestCardIn(status);
      const before = (
        await t.request({ method: 'GET', url: `/api/parking-carts/${card.id}`, token: superAdmin })
      ).json();
      const audited = (await auditOf(card.id)).length;
      const response = await cardAction(t, superAdmin, card.id, action, BODIES[action]);
      const to = ALLOWED[action][status];
      if (to) {
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().status).toBe(to);
        const rows = await auditOf(card.id);
        expect(rows).toHaveLength(audited + 1);
        expect(rows.at(-1)).toMatchObject({
          action,
          actor_role_id: ROLE.superAdmin,
          changes: { status: [status, to] },
        });
      } else {
        expectError(response, 422, REFUSALS[action]);
        expect(
          (await t.request({ method: 'GET', url: `/api/parking-carts/${card.id}`, token: superAdmin })).json(),
        ).toEqual(before);
        expect(await auditOf(card.id)).toHaveLength(audited);
      }
    },
  );

  it('names the holder on issue, keeps it through a block and a loss, and clears it on return', async () => {
    const card = await newCard();
    const issued = await actedOn(t, superAdmin, card.id, 'issue', GUEST_PLATE);
    expect(issued).toMatchObject({
      status: 'issued',
      plate_letters: 'ABJ',
      plate_number: '1234',
      subscription_id: null,
      issued_at: expect.any(String),
    });
    const blocked = await actedOn(t, superAdmin, card.id, 'block', { reason: '  Damaged strip ' });
    expect(blocked).toMatchObject({
      status: 'blocked',
      plate_letters: 'ABJ',
      issued_at: issued.issued_at,
      blocked_reason: 'Damaged strip',
    });
    const lost = await actedOn(t, superAdmin, card.id, 'lost');
    expect(lost).toMatchObject({
      status: 'lost',
      plate_letters: 'ABJ',
      plate_number: '1234',
      issued_at: issued.issued_at,
      blocked_reason: null,
    });
    const returned = await actedOn(t, superAdmin, card.id, 'return');
    expect(returned).toMatchObject({
      status: 'available',
      plate_letters: null,
      plate_number: null,
      subscription_id: null,
      issued_at: null,
      blocked_reason: null,
    });
    const [, issue, block] = await auditOf(card.id);
    expect(issue).toMatchObject({
      action: 'issue',
      changes: { plate_letters: [null, 'ABJ'], plate_number: [null, '1234'], status: ['available', 'issued'] },
    });
    expect(block).toMatchObject({
      action: 'block',
      changes: { status: ['issued', 'blocked'], blocked_reason: [null, 'Damaged strip'] },
    });
    // The holder's plate is found by search only while the card holds it.
    expect((await listAll(t, superAdmin, 'parking-carts', { filter: { q: 'ABJ1234', id: [card.id] } })).length).toBe(0);
  });

  it('issues a subscription card to an approved subscription of its area in force today, and nothing else', async () => {
    const card = await newCard({ type: 'subscription' });
    expectValidationError(await cardAction(t, superAdmin, card.id, 'issue', GUEST_PLATE), {
      subscription_id: 'ps.validation.required',
    });
    expectValidationError(await cardAction(t, superAdmin, card.id, 'issue', { subscription_id: 999_999 }), {
      subscription_id: 'ps.validation.invalid_choice',
    });
    const elsewhere = await activeSubscription(t, superAdmin, otherAreaId, [['RSD', '5002']]);
    expectError(
      await cardAction(t, superAdmin, card.id, 'issue', { subscription_id: elsewhere.id }),
      422,
      'subscription_not_for_area',
    );
    const pending = await createThrough(
      t,
      superAdmin,
      'subscriptions',
      subscriptionBody({ area_id: areaId, plan_id: subscription.plan_id }),
    );
    expectError(
      await cardAction(t, superAdmin, card.id, 'issue', { subscription_id: pending.id }),
      422,
      'subscription_not_active',
    );
    const lapsed = await activeSubscription(t, superAdmin, areaId, [['RSD', '5003']]);
    await t.database.db
      .update(subscriptions)
      .set({ start_date: '2020-01-01', end_date: '2020-01-31' })
      .where(eq(subscriptions.id, lapsed.id));
    expectError(
      await cardAction(t, superAdmin, card.id, 'issue', { subscription_id: lapsed.id }),
      422,
      'subscription_not_active',
    );
    expect(await actedOn(t, superAdmin, card.id, 'issue', { subscription_id: subscription.id })).toMatchObject({
      status: 'issued',
      subscription_id: subscription.id,
      plate_letters: null,
    });
    expect(await listAll(t, superAdmin, 'parking-carts', { filter: { subscription_id: subscription.id } })).toEqual([
      expect.objectContaining({ id: card.id }),
    ]);
    // The subscription cannot go while a card names it.
    expectError(
      await t.request({ method: 'DELETE', url: `/api/subscriptions/${subscription.id}`, token: superAdmin }),
      409,
      'conflict',
    );
  });

  it('issues a guest card to a plate read as everywhere else, and asks for a block’s reason', async () => {
    const card = await newCard();
    expectValidationError(await cardAction(t, superAdmin, card.id, 'issue', { subscription_id: subscription.id }), {
      plate_letters: 'ps.validation.required',
      plate_number: 'ps.validation.required',
    });
    expectValidationError(
      await cardAction(t, superAdmin, card.id, 'issue', { plate_letters: 'ABC', plate_number: '1' }),
      {
        plate_letters: { message: 'ps.validation.plate_letter', args: { letter: 'C' } },
      },
    );
    expectValidationError(
      await cardAction(t, superAdmin, card.id, 'issue', { plate_letters: 'ABJ', plate_number: '12345' }),
      { plate_number: 'ps.validation.plate_number' },
    );
    expectValidationError(await cardAction(t, superAdmin, card.id, 'block', { reason: ' ' }), {
      reason: 'ps.validation.required',
    });
    expect(
      (await t.request({ method: 'GET', url: `/api/parking-carts/${card.id}`, token: superAdmin })).json().status,
    ).toBe('available');
  });

  it('answers 404 for a card that does not exist', async () => {
    expectError(await cardAction(t, superAdmin, 999_999, 'lost'), 404, 'not_found');
  });

  it('issues a card once when two issue it at once (PostgreSQL)', async (context) => {
    if (t.database.kind !== 'postgres') context.skip();
    const card = await newCard();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        cardAction(t, superAdmin, card.id, 'issue', { plate_letters: 'ABJ', plate_number: String(100 + index) }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(9).fill(422)]);
    expect((await auditOf(card.id)).filter((row) => row.action === 'issue')).toHaveLength(1);
  });
});

describe('who manages cards', () => {
  it.each([ROLE.superAdmin, ROLE.admin])('role %i lists, creates, edits, acts on and deletes cards', async (roleId) => {
    const token = tokens[roleId];
    const card = await newCard({}, token);
    expect(
      (await t.request({ method: 'GET', url: listUrl('parking-carts', { filter: { id: [card.id] } }), token })).json(),
    ).toHaveLength(1);
    expect(
      (
        await t.request({
          method: 'PUT',
          url: `/api/parking-carts/${card.id}`,
          token,
          payload: { ...card, notes: 'Checked' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await actedOn(t, token, card.id, 'issue', GUEST_PLATE)).status).toBe('issued');
    expect((await actedOn(t, token, card.id, 'return')).status).toBe('available');
    expect((await t.request({ method: 'DELETE', url: `/api/parking-carts/${card.id}`, token })).statusCode).toBe(200);
    expect((await auditOf(card.id)).map((row) => [row.action, row.actor_role_id])).toEqual(
      ['create', 'update', 'issue', 'return', 'delete'].map((action) => [action, roleId]),
    );
  });

  it.each([ROLE.gateEmployee, ROLE.companyManager])(
    'role %i gets 403 from every endpoint, and changes nothing',
    async (roleId) => {
      const token = tokens[roleId];
      const card = await newCard();
      const requests = [
        { method: 'GET', url: '/api/parking-carts' },
        { method: 'GET', url: '/api/parking-carts/counts' },
        { method: 'GET', url: `/api/parking-carts/${card.id}` },
        { method: 'POST', url: '/api/parking-carts', payload: cardBody(areaId) },
        { method: 'PUT', url: `/api/parking-carts/${card.id}`, payload: { ...card, notes: 'Mine' } },
        { method: 'DELETE', url: `/api/parking-carts/${card.id}` },
        ...PARKING_CARD_ACTIONS.map((action) => ({
          method: 'POST',
          url: `/api/parking-carts/${card.id}/${action}`,
          payload: BODIES[action],
        })),
      ] as const;
      for (const request of requests) expectError(await t.request({ ...request, token }), 403, 'forbidden');
      expect(
        (await t.request({ method: 'GET', url: `/api/parking-carts/${card.id}`, token: superAdmin })).json(),
      ).toEqual(card);
      expect((await auditOf(card.id)).map((row) => row.action)).toEqual(['create']);
    },
  );

  it('answers 401 without a token', async () => {
    expectError(await t.request({ method: 'GET', url: '/api/parking-carts' }), 401, 'unauthorized');
    expectError(
      await t.request({ method: 'POST', url: '/api/parking-carts/1/return', payload: {} }),
      401,
      'unauthorized',
    );
  });
});
