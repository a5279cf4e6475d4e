import { eq } from 'drizzle-orm';
import { cardGateRefusal } from '../../../domain/parking-cart';
import type { Plate } from '../../../domain/plates';
import type { Transaction } from '../../db/client';
import { parkingCards } from '../../db/schema';
import { refusal } from '../../errors';

/** Whom a card presented at a gate stands for: the plate it was issued to, or the subscription. */
export type CardHolderAtGate = { plate: Plate } | { subscriptionId: number };

/**
 * The holder of the card with this number, when it is issued for the gate's area; otherwise the
 * refusal that says why not. The card's row is shared-locked until the event's transaction ends,
 * so a card returned or blocked meanwhile waits for the event, or the event for it.
 */
export async function holderOfCard(tx: Transaction, cardNumber: string, areaId: number): Promise<CardHolderAtGate> {
  const [card] = await tx.select().from(parkingCards).where(eq(parkingCards.card_number, cardNumber)).for('share');
  if (!card) throw refusal('unknown_card');
  const refused = cardGateRefusal({ status: card.status, area_id: card.area_id }, areaId);
  if (refused) throw refusal(refused);
  if (card.subscription_id !== null) return { subscriptionId: card.subscription_id };
  return { plate: { letters: card.plate_letters!, number: card.plate_number! } };
}
