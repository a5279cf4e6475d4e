import { and, asc, between, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import { localTimeOn } from '../../../../domain/local-date';
import { PAY_AHEAD_ENTRY_TOLERANCE_MINUTES, paidUntil, payAheadQuote } from '../../../../domain/pay-ahead';
import { plateKey } from '../../../../domain/plates';
import type { PayAheadLookup, PayAheadStay } from '../../../../domain/schemas/pay-ahead';
import type { Clock } from '../../../clock';
import type { Database, Transaction } from '../../../db/client';
import { areas, vehicles } from '../../../db/schema';
import { refusal } from '../../../errors';
import { priceInSar } from '../../areas';
import { exitCharges, type Stay } from '../../gate';
import { qrCodeHash } from '../../subscriptions';

export interface PayAheadContext {
  db: Database;
  clock: Clock;
}

/** A stay with the version of its row (its xmin), which a link binds to. */
export type VersionedStay = Stay & { version: string };

export const stayWithVersion = { ...getTableColumns(vehicles), version: sql<string>`${vehicles}.xmin::text` };

/** An open guest stay, the only kind paid ahead: a subscriber's stay costs nothing at the exit. */
export const payable = (stay: Stay) => stay.exit_time === null && stay.type === 'guest';

const MINUTE_MS = 60_000;

/** The instant a wall-clock time (2026-12-04T14:30) names in the operator's time zone. */
function instantOf(localDateTime: string, timeZone: string): Date {
  const [date, time] = localDateTime.split('T') as [string, string];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return localTimeOn(date, hours * 60 + minutes, timeZone);
}

/**
 * The open guest stay a guest asks after, in any area: by its ticket's QR value (the code is the
 * ticket's secret), or by its plate and an entry time within PAY_AHEAD_ENTRY_TOLERANCE_MINUTES of
 * the one typed (the nearest when two are). A plate alone finds nothing: whoever knows a plate
 * does not learn where its car is parked. With `lock`, the stay is locked as an exit locks it.
 */
export async function stayOfLookup(
  db: Database | Transaction,
  clock: Clock,
  lookup: PayAheadLookup,
  { lock }: { lock: boolean },
): Promise<VersionedStay> {
  const open = and(isNull(vehicles.exit_time), eq(vehicles.type, 'guest'));
  const query = db.select(stayWithVersion).from(vehicles).limit(1);
  let found: VersionedStay[];
  if (lookup.qr !== undefined) {
    const byQr = query.where(and(open, eq(vehicles.guest_qr_hash, qrCodeHash(lookup.qr))));
    found = await (lock ? byQr.for('update') : byQr);
  } else {
    const typed = instantOf(lookup.entered_at!, clock.timeZone);
    const tolerance = PAY_AHEAD_ENTRY_TOLERANCE_MINUTES * MINUTE_MS;
    const byPlate = query
      .where(
        and(
          open,
          eq(vehicles.plate, plateKey(lookup.plate!)),
          between(vehicles.entry_time, new Date(typed.getTime() - tolerance), new Date(typed.getTime() + tolerance)),
        ),
      )
      .orderBy(asc(sql`abs(extract(epoch from ${vehicles.entry_time} - ${typed.toISOString()}::timestamptz))`));
    found = await (lock ? byPlate.for('update') : byPlate);
  }
  if (!found[0]) throw refusal('stay_not_found');
  return found[0];
}

/**
 * What the guest's page shows of their stay: its fee now as the exit would price it, line by line,
 * and until when that stands; or, paid ahead, by when it leaves without paying more.
 */
export async function payAheadView({ db, clock }: PayAheadContext, lookup: PayAheadLookup): Promise<PayAheadStay> {
  const stay = await stayOfLookup(db, clock, lookup, { lock: false });
  const now = clock.now();
  const charges = await exitCharges(db, stay);
  const quote = payAheadQuote(charges, stay.entry_time, now);
  const [area] = await db
    .select({ name: areas.name, name_ar: areas.name_ar })
    .from(areas)
    .where(eq(areas.id, stay.area_id));
  const leaveBy = stay.paid_at ? paidUntil(stay.paid_at, stay.tariff.grace_minutes) : null;
  const state = quote.amount > 0 ? 'to_pay' : leaveBy && now <= leaveBy ? 'paid' : 'nothing_to_pay';
  return {
    state,
    area: area!,
    plate_letters: stay.plate_letters,
    plate_number: stay.plate_number,
    entry_time: stay.entry_time,
    price: priceInSar(charges(quote.pricedAt)),
    valid_until: quote.validUntil,
    paid_at: stay.paid_at,
    leave_by: state === 'paid' ? leaveBy : null,
    grace_minutes: stay.tariff.grace_minutes,
  };
}
