import { eq } from 'drizzle-orm';
import { localDate } from '../../../domain/local-date';
import { cardTransition, type ParkingCardAction } from '../../../domain/parking-cart';
import { cardHolderSchemas, type CardHolder, type ParkingCardRecord } from '../../../domain/schemas/parking-cart';
import { subscriptionStatus } from '../../../domain/subscription-status';
import { VALIDATION } from '../../../domain/validation-messages';
import { cardSearchText } from '../../db/card-search-text';
import type { Transaction } from '../../db/client';
import { parkingCards, subscriptions } from '../../db/schema';
import { badInput, refusal } from '../../errors';
import { type CallContext, changeRecord } from '../../core/crud';
import type { CardRow } from './parking-carts';
import { parkingCardsResource } from './parking-carts.resource';

/**
 * The holder an issue names, by the card's type: a plate for a guest card; for a subscription card
 * an individual subscription of the card's area that is in force today.
 */
async function holderToIssue(tx: Transaction, card: CardRow, body: unknown, today: string): Promise<CardHolder> {
  const holder = cardHolderSchemas[card.type].parse(body);
  if (!('subscription_id' in holder)) return holder;
  const [subscription] = await tx
    .select({ status: subscriptions.status, end_date: subscriptions.end_date, area_id: subscriptions.area_id })
    .from(subscriptions)
    .where(eq(subscriptions.id, holder.subscription_id));
  if (!subscription) throw badInput({ subscription_id: VALIDATION.invalidChoice });
  if (subscription.area_id !== card.area_id) throw refusal('subscription_not_for_area');
  if (subscriptionStatus({ status: subscription.status, end_date: subscription.end_date }, today) !== 'active') {
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
  id: number,
  action: ParkingCardAction,
  details: CardActionDetails,
): Promise<ParkingCardRecord> {
  const record = await changeRecord(context, parkingCardsResource, id, action, async (tx, card) => {
    const transition = cardTransition(card.status, action);
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
