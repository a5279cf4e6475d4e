import { and, asc, eq, gte } from 'drizzle-orm';
import { localDate } from '../../domain/local-date';
import type { ParkingCardStatus, ParkingCardType } from '../../domain/parking-cart';
import { plateLetters, plateNumber } from '../../domain/schemas/plate';
import { cardSearchText } from '../db/card-search-text';
import type { Transaction } from '../db/client';
import { areas, parkingCards, subscriptions } from '../db/schema';

/** The prefix of each demo area's card numbers, by the area's English name. */
const CARD_PREFIXES: Record<string, string> = {
  'King Fahd Road Tower': 'KFT',
  'Olaya Business District': 'OLY',
  'Jeddah Corniche': 'JCN',
  'King Abdulaziz Airport P3': 'KAP',
  'Dammam Medical City': 'DMC',
  'Al Khobar Waterfront': 'KWF',
};

interface DemoCard {
  type: ParkingCardType;
  status: ParkingCardStatus;
  /** Held by the area's first subscription in force (a subscription card), or by this plate (a guest card). */
  holder?: 'subscription' | readonly [letters: string, number: string];
  issued_days_ago?: number;
  blocked_reason?: string;
  notes?: string;
}

/**
 * The cards every area has, one or more in each status: a subscription card in a subscriber's
 * hands (where the area has a subscription in force; else it waits on the shelf) and a spare, a
 * guest card lent to a visitor's plate (typed in Arabic) and a spare, a blocked and a lost one.
 * Plates differ per area by their number.
 */
function demoCardsOf(areaIndex: number): DemoCard[] {
  const plate = (letters: string, number: number) => [letters, String(number + areaIndex * 100)] as const;
  return [
    { type: 'subscription', status: 'issued', holder: 'subscription', issued_days_ago: 3 },
    { type: 'subscription', status: 'available' },
    {
      type: 'guest',
      status: 'issued',
      holder: plate('ط ر ق', 3310),
      issued_days_ago: 1,
      notes: 'Visitor of the management office',
    },
    { type: 'guest', status: 'available' },
    {
      type: 'guest',
      status: 'blocked',
      holder: plate('HUE', 19),
      issued_days_ago: 9,
      blocked_reason: 'Held back: the visitor left without paying',
    },
    {
      type: 'subscription',
      status: 'lost',
      holder: 'subscription',
      issued_days_ago: 20,
      notes: 'Reported lost by phone',
    },
  ];
}

/** The area's oldest subscription in force today, the holder of its subscription cards; null when it has none. */
async function firstSubscriptionInForce(tx: Transaction, areaId: number, today: string): Promise<number | null> {
  const [first] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(eq(subscriptions.area_id, areaId), eq(subscriptions.status, 'active'), gte(subscriptions.end_date, today)),
    )
    .orderBy(asc(subscriptions.id))
    .limit(1);
  return first?.id ?? null;
}

/** Seeds the demo's parking cards in every area, after its subscriptions. */
export async function seedDemoCards(tx: Transaction) {
  const now = new Date();
  const areaRows = await tx.select({ id: areas.id, name: areas.name }).from(areas).orderBy(asc(areas.id));
  const rows: Array<typeof parkingCards.$inferInsert> = [];
  for (const [areaIndex, area] of areaRows.entries()) {
    const subscriber = await firstSubscriptionInForce(tx, area.id, localDate(now));
    demoCardsOf(areaIndex).forEach((demo, index) => {
      const card_number = `${CARD_PREFIXES[area.name]}-${String(index + 1).padStart(4, '0')}`;
      // Read as the issue dialog reads them: letters typed in Arabic are stored in the Latin form.
      const plate = Array.isArray(demo.holder)
        ? { plate_letters: plateLetters().parse(demo.holder[0]), plate_number: plateNumber().parse(demo.holder[1]) }
        : null;
      const subscription_id = demo.holder === 'subscription' ? subscriber : null;
      const held = plate !== null || subscription_id !== null;
      // Where the area has no subscription in force, its subscription card waits on the shelf.
      const status = demo.status === 'issued' && !held ? 'available' : demo.status;
      rows.push({
        card_number,
        type: demo.type,
        area_id: area.id,
        status,
        subscription_id,
        plate_letters: plate?.plate_letters ?? null,
        plate_number: plate?.plate_number ?? null,
        issued_at: held ? new Date(now.getTime() - (demo.issued_days_ago ?? 0) * 86_400_000) : null,
        blocked_reason: status === 'blocked' ? demo.blocked_reason! : null,
        notes: demo.notes ?? null,
        search_text: cardSearchText({
          card_number,
          plate_letters: plate?.plate_letters ?? null,
          plate_number: plate?.plate_number ?? null,
        }),
      });
    });
  }
  await tx.insert(parkingCards).values(rows);
}
