import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { gateEvents, gates } from '../../db/schema';
import { forgetOldGateEvents, GATE_EVENT_RETENTION_MS } from './gate-event-retention';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60_000;

it('forgets the answers of gate events past the retention, in batches, and keeps the younger ones', async () => {
  const [gate] = await t.app.db.select({ id: gates.id }).from(gates).limit(1);
  const now = new Date();
  const at = (ageMs: number) => new Date(now.getTime() - ageMs);
  // The demo's own events age while the suite runs: those past the retention by now go first.
  await forgetOldGateEvents(t.app.db, now);
  // 2,500 expired answers (more than one batch), one just inside the retention, one fresh.
  const expired = Array.from({ length: 2_500 }, (_, index) => ({
    event_id: `retention-old-${index}`,
    created_at: at(GATE_EVENT_RETENTION_MS + DAY_MS + index),
  }));
  const kept = [
    { event_id: 'retention-almost', created_at: at(GATE_EVENT_RETENTION_MS - 60_000) },
    { event_id: 'retention-fresh', created_at: now },
  ];
  await t.app.db
    .insert(gateEvents)
    .values([...expired, ...kept].map((row) => ({ ...row, kind: 'entry', gate_id: gate!.id, answer: {} })));

  expect(await forgetOldGateEvents(t.app.db, now)).toBe(2_500);

  const ids = [...expired, ...kept].map((row) => row.event_id);
  const left = await t.app.db
    .select({ event_id: gateEvents.event_id })
    .from(gateEvents)
    .where(inArray(gateEvents.event_id, ids));
  expect(left.map((row) => row.event_id).sort()).toEqual(['retention-almost', 'retention-fresh']);
  expect(await forgetOldGateEvents(t.app.db, now)).toBe(0);
});
