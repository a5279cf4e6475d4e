import { inArray, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles';
import { gateEvents, vehicles } from '../../db/schema';
import { areaBody, gateBody } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { holdLock } from '../../test/locks';
import { createThrough, expectError } from '../../test/rest';

/** The bound this file's instance keeps on gate decisions in flight. */
const BOUND = 2;

let t: TestApp;
let superAdmin: string;
let area: number;
let gate: number;
let cameraKey: string;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000, GATE_MAX_IN_FLIGHT: BOUND });
  superAdmin = await t.bearer(ROLE.superAdmin);
  const types = (await t.request({ method: 'GET', url: '/api/gate-types', token: superAdmin })).json() as Array<{
    id: number;
    code: string;
  }>;
  area = (await createThrough(t, superAdmin, 'areas', areaBody({ name: 'Shedding Lot', name_ar: 'موقف التخفيف' }))).id;
  const both = types.find((type) => type.code === 'entry_exit')!.id;
  gate = (await createThrough(t, superAdmin, 'gates', gateBody(area, both))).id;
  const camera = await t.request({
    method: 'POST',
    url: '/api/lane-devices',
    token: superAdmin,
    payload: { gate_id: gate, kind: 'camera', name: 'Shedding camera' },
  });
  expect(camera.statusCode, camera.body).toBe(201);
  cameraKey = camera.json().key;
});
afterAll(() => t.close());

/** A decision on its way: a console's entry or a lane device's, each with its own event id and plate. */
type Sender = (eventId: string, plate: string) => Promise<LightMyRequestResponse>;

const consoleEntry: Sender = (eventId, plate) =>
  t.request({
    method: 'POST',
    url: '/api/gate/entries',
    token: superAdmin,
    payload: { gate_id: gate, event_id: eventId, plate },
  });

const laneEntry: Sender = (eventId, plate) =>
  t.request({
    method: 'POST',
    url: '/api/lane/entries',
    headers: { authorization: `Device ${cameraKey}` },
    payload: { event_id: eventId, read: { plate, confidence: 0.99, alternatives: [] } },
  });

/** What the database holds of these events: their stored answers and the stays they opened. */
async function writtenFor(eventIds: string[]) {
  const db = t.database.db;
  return {
    events: (await db.select().from(gateEvents).where(inArray(gateEvents.event_id, eventIds))).length,
    stays: (await db.select().from(vehicles).where(inArray(vehicles.entry_event_id, eventIds))).length,
  };
}

/**
 * Sends `count` decisions at once while the test holds the area's row (every entry waits for it,
 * and on the embedded database every query waits for the test's transaction): those beyond the
 * bound come back while the others still wait.
 */
async function sendWhileTheDatabaseWaits(send: Sender, label: string, count: number) {
  const ids = Array.from({ length: count }, (_, index) => `shedding-${label}-${index}`);
  const plates = ids.map((_, index) => `SHD ${label === 'console' ? 1000 + index : 2000 + index}`);
  const held = await holdLock(t.database.db, sql`select id from areas where id = ${area} for update`);
  const answered = new Map<number, LightMyRequestResponse>();
  const sent = ids.map((id, index) =>
    send(id, plates[index]!).then((response) => {
      answered.set(index, response);
      return response;
    }),
  );
  try {
    await expect.poll(() => answered.size, { timeout: 30_000 }).toBe(count - BOUND);
  } finally {
    await held.release();
  }
  const turnedAway = [...answered.entries()];
  return { ids, plates, turnedAway, first: await Promise.all(sent) };
}

describe.each([
  ['console', consoleEntry, 201],
  ['lane', laneEntry, 200],
] as const)('gate decisions beyond the bound in flight, from a %s', (label, send, admitted) => {
  it('are turned away at once with 503 and Retry-After, write nothing, and are taken when sent again', async () => {
    const count = BOUND + 3;
    const { ids, plates, turnedAway, first } = await sendWhileTheDatabaseWaits(send, label, count);

    for (const [, response] of turnedAway) {
      expectError(response, 503, 'gate_busy');
      expect(response.headers['retry-after']).toBe('1');
    }
    const shed = turnedAway.map(([index]) => index);
    const taken = ids.map((_, index) => index).filter((index) => !shed.includes(index));
    expect(taken).toHaveLength(BOUND);
    for (const index of taken) expect(first[index]!.statusCode, first[index]!.body).toBe(admitted);
    expect(await writtenFor(shed.map((index) => ids[index]!))).toEqual({ events: 0, stays: 0 });

    // The lane sends each turned-away event again, as it does: each is taken once, none lost.
    for (const index of shed) {
      const again = await send(ids[index]!, plates[index]!);
      expect(again.statusCode, again.body).toBe(admitted);
    }
    expect(await writtenFor(ids)).toEqual({ events: count, stays: count });
    // A first answer's event sent again is answered from what was stored, and opens nothing more.
    const repeated = await send(ids[taken[0]!]!, plates[taken[0]!]!);
    expect(repeated.statusCode, repeated.body).toBe(admitted);
    expect(await writtenFor(ids)).toEqual({ events: count, stays: count });
  });
});

it('gives the places back when the requests are done, answered or refused: the bound never shrinks', async () => {
  for (let round = 0; round < BOUND * 3; round += 1) {
    const refused = await t.request({
      method: 'POST',
      url: '/api/gate/entries',
      token: superAdmin,
      payload: { gate_id: gate, event_id: `shedding-refused-${round}`, plate: '' },
    });
    expect(refused.statusCode).toBe(400);
  }
  const plate = 'SHD 3000';
  const entered = await consoleEntry('shedding-after-refusals', plate);
  expect(entered.statusCode, entered.body).toBe(201);
});

it('counts the decisions waiting in their sockets too: a rush over the network is turned away beyond the bound, and none is lost', async () => {
  // Over real connections, not injected: on the embedded database a decision's queries run in the
  // server's thread, and the requests behind it are read, counted and turned away only if the
  // event loop comes round between those queries.
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const rush = Array.from({ length: BOUND * 6 }, (_, index) => ({
    event_id: `shedding-rush-${index}`,
    read: { plate: `SHD ${4000 + index}`, confidence: 0.99, alternatives: [] },
  }));
  const sendOverTheNetwork = async (event: (typeof rush)[number]) => {
    const response = await fetch(`${address}/api/lane/entries`, {
      method: 'POST',
      headers: { authorization: `Device ${cameraKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(event),
    });
    return { status: response.status, body: (await response.json()) as { code?: string; action?: string } };
  };
  const first = await Promise.all(rush.map(sendOverTheNetwork));
  const shed = rush.filter((_, index) => first[index]!.status === 503);
  expect(shed.length).toBeGreaterThan(0);
  for (const answer of first)
    expect(answer.status === 503 ? answer.body.code : answer.body.action, JSON.stringify(answer)).toBe(
      answer.status === 503 ? 'gate_busy' : 'open',
    );

  for (const event of shed) expect((await sendOverTheNetwork(event)).body.action).toBe('open');
  const ids = rush.map((event) => event.event_id);
  expect(await writtenFor(ids)).toEqual({ events: rush.length, stays: rush.length });
});
