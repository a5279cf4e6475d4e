import { count, eq, type SQL, sql } from 'drizzle-orm';
import { localDate } from '../../../domain/local-date';
import {
  cardTransition,
  PARKING_CARD_STATUSES,
  type ParkingCardAction,
  type ParkingCardStatus,
  type ParkingCardType,
} from '../../../domain/parking-cart';
import {
  cardHolderSchemas,
  type CardHolder,
  type ParkingCardCounts,
  type ParkingCardRecord,
  type ParkingCardWrite,
} from '../../../domain/schemas/parking-cart';
import { type StoredSubscriptionStatus, subscriptionStatus } from '../../../domain/subscription-status';
import { VALIDATION } from '../../../domain/validation-messages';
import { cardSearchText } from '../../db/card-search-text';
import type { Database, Transaction } from '../../db/client';
import { parkingCards, subscriptions } from '../../db/schema';
import { badInput, conflict, refusal } from '../../errors';
import type { parkingCardsResource } from './parking-carts.resource';
import { type CallContext, changeRecord, type WriteCheck } from '../../core/crud';

type CardRow = typeof parkingCards.$inferSelect;

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

/**
 * The holder an issue names, by the card's type: a plate for a guest card; for a subscription card
 * an individual subscription of the card's area that is in force today.
 */
async function holderToIssue(tx: Transaction, card: CardRow, body: unknown, today: string): Promise<CardHolder> {
  const holder = cardHolderSchemas[card.type as ParkingCardType].parse(body);
  if (!('subscription_id' in holder)) return holder;
  const [subscription] = await tx
    .select({ status: subscriptions.status, end_date: subscriptions.end_date, area_id: subscriptions.area_id })
    .from(subscriptions)
    .where(eq(subscriptions.id, holder.subscription_id));
  if (!subscription) throw badInput({ subscription_id: VALIDATION.invalidChoice });
  if (subscription.area_id !== card.area_id) throw refusal('subscription_not_for_area');
  if (
    subscriptionStatus(
      { status: subscription.status as StoredSubscriptionStatus, end_date: subscription.end_date },
      today,
    ) !== 'active'
  ) {
    throw refusal('subscription_not_active');
  }
  return holder;
}

const NO_HOLDER = { subscription_id: null, plate_letters: null, plate_number: null, issued_at: null };

/** What an action brings beside the action itself: whom an issue names, why a block. */
export interface CardActionDetails {
  holder?: unknown;
  reason?: string;
}

/**
 * Applies one action of the domain's table to a card, under its row lock: a status the action does
 * not leave from is its 422. Issuing names the holder, returning clears it, blocking and losing keep
 * it; a block's reason stays while the card is blocked. Audited as the action.
 */
export async function changeCardStatus(
  context: CallContext,
  definition: typeof parkingCardsResource,
  id: number,
  action: ParkingCardAction,
  details: CardActionDetails,
): Promise<ParkingCardRecord> {
  const record = await changeRecord(context, definition, id, action, async (tx, card) => {
    const transition = cardTransition(card.status as ParkingCardStatus, action);
    if (!transition.allowed) throw refusal(transition.refusal);
    const now = context.clock.now();
    const holder =
      transition.holder === 'set'
        ? {
            ...NO_HOLDER,
            ...(await holderToIssue(tx, card, details.holder, localDate(now, context.clock.timeZone))),
            issued_at: now,
          }
        : transition.holder === 'clear'
          ? NO_HOLDER
          : {
              subscription_id: card.subscription_id,
              plate_letters: card.plate_letters,
              plate_number: card.plate_number,
              issued_at: card.issued_at,
            };
    const [row] = await tx
      .update(parkingCards)
      .set({
        status: transition.to,
        ...holder,
        blocked_reason: action === 'block' ? details.reason! : null,
        search_text: cardSearchText({ card_number: card.card_number, ...holder }),
        updated_at: now,
      })
      .where(eq(parkingCards.id, id))
      .returning();
    return { row: row! };
  });
  return record as ParkingCardRecord;
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
