import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { appWithGates, monthStart, onPostgres, thisMonth, TIME_ZONE } from './months-test-kit';
import { rawRows } from '../raw-rows';
import { ArchiveRefused, archiveMonth } from './archive-month';
import { keepMonthPartitions } from './keep-month-partitions';
import { monthAfter, monthPartitionsOf, partitionName } from './monthly-tables';

describe.skipIf(!onPostgres)('stays, payments and e-invoice documents by month on PostgreSQL', () => {
  let t: TestApp;
  let token: string;
  let gates: { entry: number; exit: number };
  let events = 0;
  let stayInside: number;

  beforeAll(async () => {
    ({ t, token, gates } = await appWithGates());
  });
  afterAll(() => t?.close());

  const gateEvent = async (kind: 'entries' | 'exits', body: Record<string, unknown>) =>
    t.request({
      method: 'POST',
      url: `/api/gate/${kind}`,
      token,
      payload: { gate_id: kind === 'entries' ? gates.entry : gates.exit, event_id: `month-${++events}`, ...body },
    });

  /** The partition a row of `table` is in. */
  const partitionOf = async (table: string, id: number) =>
    (
      await rawRows<{ partition: string }>(
        t.database.db,
        sql.raw(`select tableoid::regclass::text as partition from ${table} where id = ${id}`),
      )
    )[0]?.partition;

  const paymentOf = async (stayId: number) =>
    (
      await rawRows<{ id: number }>(
        t.database.db,
        sql`select id from payment_transactions where vehicle_id = ${stayId} and amount_halalas >= 0`,
      )
    )[0]!.id;

  it('are partitioned tables whose rows go to the partition of the month they are written in', async () => {
    const entered = await gateEvent('entries', { plate: 'ABJ 4101' });
    expect(entered.statusCode, entered.body).toBe(201);
    const stayId = entered.json().stay_id as number;
    expect(await partitionOf('vehicles', stayId)).toBe(partitionName('vehicles', thisMonth));
    const left = await gateEvent('exits', { plate: 'ABJ 4101', payment_method: 'cash' });
    expect(left.statusCode, left.body).toBe(200);
    expect(await partitionOf('payment_transactions', await paymentOf(stayId))).toBe(
      partitionName('payment_transactions', thisMonth),
    );
    for (const table of ['vehicles', 'payment_transactions', 'einvoice_documents'])
      expect((await monthPartitionsOf(t.database.db, table)).map((each) => each.month)).toContain(
        monthAfter(thisMonth, 2),
      );
  });

  it('when a month begins, readies the months ahead and moves the ids to the new month', async () => {
    const upkeep = await keepMonthPartitions(t.database.db, { now: monthStart(1), timeZone: TIME_ZONE });
    expect(upkeep.moved).toEqual(['vehicles', 'payment_transactions', 'einvoice_documents']);
    expect(upkeep.created).toContain(partitionName('vehicles', monthAfter(thisMonth, 3)));
    const again = await keepMonthPartitions(t.database.db, { now: monthStart(1), timeZone: TIME_ZONE });
    expect(again).toEqual({ split: false, created: [], moved: [] });
    const entered = await gateEvent('entries', { plate: 'ABJ 4102' });
    expect(await partitionOf('vehicles', entered.json().stay_id)).toBe(
      partitionName('vehicles', monthAfter(thisMonth, 1)),
    );
  });

  it('lets no plate in twice though its open stay is in an earlier month than the entry', async () => {
    const inside = await gateEvent('entries', { plate: 'ABJ 4103' });
    expect(inside.statusCode, inside.body).toBe(201);
    stayInside = inside.json().stay_id;
    await keepMonthPartitions(t.database.db, { now: monthStart(2), timeZone: TIME_ZONE });
    const again = await gateEvent('entries', { plate: 'ABJ 4103' });
    expect(again.statusCode, again.body).toBe(422);
    expect(again.json().code).toBe('already_inside');
  });

  it('archives a month: detached into the archive schema, a later month’s payment of its stays kept and still checked', async () => {
    // ABJ 4102 entered in the month after this one and leaves two months after: its payment is a
    // month later than its stay.
    const paid = await gateEvent('exits', { plate: 'ABJ 4102', payment_method: 'cash' });
    expect(paid.statusCode, paid.body).toBe(200);
    const stayId = paid.json().stay_id as number;
    const paymentId = await paymentOf(stayId);
    const archived = monthAfter(thisMonth, 1);
    const now = monthStart(4);
    await keepMonthPartitions(t.database.db, { now, timeZone: TIME_ZONE });

    await expect(archiveMonth(t.database.db, monthAfter(thisMonth, 3), { now, timeZone: TIME_ZONE })).rejects.toEqual(
      new ArchiveRefused('month_too_recent'),
    );
    // ABJ 4103 is still inside: its month stays, and nothing of it is detached.
    await expect(archiveMonth(t.database.db, archived, { now, timeZone: TIME_ZONE })).rejects.toMatchObject({
      reason: 'open_stays',
      count: 1,
    });
    expect(await partitionOf('vehicles', stayId)).toBe(partitionName('vehicles', archived));

    expect((await gateEvent('exits', { plate: 'ABJ 4103', payment_method: 'cash' })).statusCode).toBe(200);
    const tables = await archiveMonth(t.database.db, archived, { now, timeZone: TIME_ZONE });
    expect(tables).toEqual([
      { table: 'vehicles', archivedAs: `archive.${partitionName('vehicles', archived)}`, rows: 2 },
      {
        table: 'payment_transactions',
        archivedAs: `archive.${partitionName('payment_transactions', archived)}`,
        rows: 0,
      },
      { table: 'einvoice_documents', archivedAs: `archive.${partitionName('einvoice_documents', archived)}`, rows: 0 },
    ]);
    expect(await partitionOf('vehicles', stayId)).toBeUndefined();
    const stay = await t.request({ method: 'GET', url: `/api/vehicles/${stayId}`, token });
    expect(stay.statusCode).toBe(404);
    // The payment written a month after the stay is still there, naming the archived stay.
    const payment = await t.request({ method: 'GET', url: `/api/payment-transactions/${paymentId}`, token });
    expect(payment.statusCode, payment.body).toBe(200);
    // A foreign key into the monthly tables still checks every row written after: no payment may name another archived stay.
    await expect(
      t.database.db.execute(sql`update payment_transactions set vehicle_id = ${stayInside} where id = ${paymentId}`),
    ).rejects.toMatchObject({ cause: { code: '23503' } });
    await expect(archiveMonth(t.database.db, archived, { now, timeZone: TIME_ZONE })).rejects.toEqual(
      new ArchiveRefused('no_such_month'),
    );
  });
});
