import { count, type SQL, sql } from 'drizzle-orm';
import { PARKING_CARD_STATUSES } from '../../../domain/parking-cart';
import { type ParkingCardCounts, type ParkingCardWrite } from '../../../domain/schemas/parking-cart';
import { VALIDATION } from '../../../domain/validation-messages';
import { cardSearchText } from '../../db/card-search-text';
import type { Database } from '../../db/client';
import { parkingCards } from '../../db/schema';
import { badInput, conflict } from '../../errors';
import { type WriteCheck } from '../../core/crud';

export type CardRow = typeof parkingCards.$inferSelect;

/** The row of a card as created or edited: its own fields, and its search text with the holder it has. */
export function cardRowOf(card: ParkingCardWrite, stored?: CardRow): Partial<typeof parkingCards.$inferInsert> {
  return {
    ...card,
    search_text: cardSearchText({
      card_number: card.card_number,
      plate_letters: stored?.plate_letters ?? null,
      plate_number: stored?.plate_number ?? null,
    }),
  };
}

/** A card whose holder it names (or may still name) keeps its type and area: they say which holder it takes. */
export function checkCardUpdate({ body, existing }: WriteCheck<ParkingCardWrite, CardRow>) {
  const stored = existing!;
  if (stored.status === 'available') return;
  if (body!.type !== stored.type) throw badInput({ type: VALIDATION.cardFixedUnlessAvailable });
  if (body!.area_id !== stored.area_id) throw badInput({ area_id: VALIDATION.cardFixedUnlessAvailable });
}

/** An issued card is in someone's hands: it is returned before it is deleted. */
export function checkCardDelete({ existing }: WriteCheck<never, CardRow>) {
  if (existing!.status === 'issued') throw conflict('card_issued');
}

/** How many cards match `where` in each status tab, in one pass. */
export async function cardCounts(db: Database, where: SQL | undefined): Promise<ParkingCardCounts> {
  const tabs = Object.fromEntries(
    PARKING_CARD_STATUSES.map((status) => [
      status,
      sql<number>`count(*) filter (where ${parkingCards.status} = ${status})`.mapWith(Number),
    ]),
  );
  const [counts] = await db
    .select({ all: count(), ...tabs })
    .from(parkingCards)
    .where(where);
  return counts as ParkingCardCounts;
}
