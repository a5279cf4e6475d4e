import type { ApiErrorCode } from './api-errors';
import { toAsciiDigits } from './arabic';

/**
 * The operator's parking cards (DESIGN section 5, "parking carts"): reusable access cards, each
 * of one area, issued to a subscription (a subscription card) or to a vehicle's plate (a guest
 * card), and taken back to be issued again.
 */
export const PARKING_CARD_TYPES = ['subscription', 'guest'] as const;
export type ParkingCardType = (typeof PARKING_CARD_TYPES)[number];

export const PARKING_CARD_STATUSES = ['available', 'issued', 'blocked', 'lost'] as const;
export type ParkingCardStatus = (typeof PARKING_CARD_STATUSES)[number];

export const PARKING_CARD_ACTIONS = ['issue', 'block', 'lost', 'return'] as const;
export type ParkingCardAction = (typeof PARKING_CARD_ACTIONS)[number];

/** What a transition does to the card's holder: names one, keeps the one it has (if any), or lets it go. */
export type HolderEffect = 'set' | 'keep' | 'clear';

export interface CardTransition {
  from: readonly ParkingCardStatus[];
  to: ParkingCardStatus;
  holder: HolderEffect;
  /** The 422 answered when the card's status is not one of `from`. */
  refusal: ApiErrorCode;
}

/**
 * Every status change of a card, and the only ones: the server applies them, the screens offer
 * the actions a card's status allows. A blocked or lost card keeps its holder, so the record still
 * says whose it was; returning it clears that.
 */
export const CARD_TRANSITIONS: Readonly<Record<ParkingCardAction, CardTransition>> = {
  issue: { from: ['available'], to: 'issued', holder: 'set', refusal: 'card_not_available' },
  block: { from: ['available', 'issued'], to: 'blocked', holder: 'keep', refusal: 'card_cannot_block' },
  lost: { from: ['available', 'issued', 'blocked'], to: 'lost', holder: 'keep', refusal: 'card_already_lost' },
  return: { from: ['issued', 'blocked', 'lost'], to: 'available', holder: 'clear', refusal: 'card_already_available' },
};

export type CardTransitionResult =
  { allowed: true; to: ParkingCardStatus; holder: HolderEffect } | { allowed: false; refusal: ApiErrorCode };

/** Where `action` takes a card that is `status`, or the refusal's code. */
export function cardTransition(status: ParkingCardStatus, action: ParkingCardAction): CardTransitionResult {
  const transition = CARD_TRANSITIONS[action];
  return transition.from.includes(status)
    ? { allowed: true, to: transition.to, holder: transition.holder }
    : { allowed: false, refusal: transition.refusal };
}

/** The actions a card that is `status` allows, in the order the screens show them. */
export function cardActionsFrom(status: ParkingCardStatus): ParkingCardAction[] {
  return PARKING_CARD_ACTIONS.filter((action) => CARD_TRANSITIONS[action].from.includes(status));
}

export const MAX_CARD_NUMBER_LENGTH = 30;

/**
 * A card number as typed (any case, spaces around it, Arabic-Indic digits) in its stored form:
 * 1 to 30 Latin capitals, digits and dashes; null when it is none.
 */
export function readCardNumber(input: string): string | null {
  const number = toAsciiDigits(input.normalize('NFKC')).trim().toUpperCase();
  return new RegExp(`^[A-Z0-9-]{1,${MAX_CARD_NUMBER_LENGTH}}$`).test(number) ? number : null;
}

export type CardGateRefusal = 'card_not_issued' | 'card_blocked' | 'card_lost' | 'card_not_for_area';

const REFUSAL_OF_STATUS: Record<Exclude<ParkingCardStatus, 'issued'>, CardGateRefusal> = {
  available: 'card_not_issued',
  blocked: 'card_blocked',
  lost: 'card_lost',
};

/**
 * Whether a card presented at a gate stands for its holder there (null) or why not: it must be
 * issued (its status says why not first), and of the gate's area.
 */
export function cardGateRefusal(
  card: { status: ParkingCardStatus; area_id: number },
  gateAreaId: number,
): CardGateRefusal | null {
  if (card.status !== 'issued') return REFUSAL_OF_STATUS[card.status];
  return card.area_id === gateAreaId ? null : 'card_not_for_area';
}
