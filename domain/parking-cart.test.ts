import { describe, expect, it } from 'vitest';
import {
  cardActionsFrom,
  cardGateRefusal,
  cardTransition,
  PARKING_CARD_ACTIONS,
  PARKING_CARD_STATUSES,
  type ParkingCardAction,
  type ParkingCardStatus,
  readCardNumber,
} from './parking-cart';
import { cardNumber } from './schemas/parking-cart';

/** The brief's transitions, spelled out apart from the table they test. */
const EXPECTED: Record<ParkingCardAction, Partial<Record<ParkingCardStatus, ParkingCardStatus>>> = {
  issue: { available: 'issued' },
  block: { available: 'blocked', issued: 'blocked' },
  lost: { available: 'lost', issued: 'lost', blocked: 'lost' },
  return: { issued: 'available', blocked: 'available', lost: 'available' },
};

describe('cardTransition', () => {
  const every = PARKING_CARD_ACTIONS.flatMap((action) =>
    PARKING_CARD_STATUSES.map((status) => [action, status] as const),
  );

  it.each(every)('%s from %s goes where the table says, or is refused', (action, status) => {
    const result = cardTransition(status, action);
    const to = EXPECTED[action][status];
    if (to) expect(result).toMatchObject({ allowed: true, to });
    else expect(result.allowed).toBe(false);
  });

  it('names the holder on issue, lets it go on return, and keeps it on block and lost', () => {
    expect(cardTransition('available', 'issue')).toEqual({ allowed: true, to: 'issued', holder: 'set' });
    expect(cardTransition('lost', 'return')).toEqual({ allowed: true, to: 'available', holder: 'clear' });
    expect(cardTransition('issued', 'block')).toEqual({ allowed: true, to: 'blocked', holder: 'keep' });
    expect(cardTransition('blocked', 'lost')).toEqual({ allowed: true, to: 'lost', holder: 'keep' });
  });

  it('refuses each action with its own code', () => {
    expect(cardTransition('issued', 'issue')).toEqual({ allowed: false, refusal: 'card_not_available' });
    expect(cardTransition('lost', 'block')).toEqual({ allowed: false, refusal: 'card_cannot_block' });
    expect(cardTransition('lost', 'lost')).toEqual({ allowed: false, refusal: 'card_already_lost' });
    expect(cardTransition('available', 'return')).toEqual({ allowed: false, refusal: 'card_already_available' });
  });
});

describe('cardActionsFrom', () => {
  it('offers what each status allows', () => {
    expect(cardActionsFrom('available')).toEqual(['issue', 'block', 'lost']);
    expect(cardActionsFrom('issued')).toEqual(['block', 'lost', 'return']);
    expect(cardActionsFrom('blocked')).toEqual(['lost', 'return']);
    expect(cardActionsFrom('lost')).toEqual(['return']);
  });
});

describe('readCardNumber', () => {
  it('reads a number typed in any case, spaced around, with Arabic-Indic digits', () => {
    expect(readCardNumber('  kft-0001 ')).toBe('KFT-0001');
    expect(readCardNumber('KFT-٠٠٠٢')).toBe('KFT-0002');
    expect(readCardNumber('A'.repeat(30))).toBe('A'.repeat(30));
  });

  it('refuses what is no card number: empty, too long, inner spaces, other characters', () => {
    for (const typed of ['', '   ', 'A'.repeat(31), 'KFT 0001', 'KFT_0001', 'بطاقة'])
      expect(readCardNumber(typed), typed).toBeNull();
  });

  it('is the form field: required when blank, its own message otherwise', () => {
    expect(cardNumber().safeParse(' ').error?.issues[0]?.message).toBe('ps.validation.required');
    expect(cardNumber().safeParse('KFT 1').error?.issues[0]?.message).toBe('ps.validation.card_number');
    expect(cardNumber().parse('kft-1')).toBe('KFT-1');
  });
});

describe('cardGateRefusal', () => {
  it('lets an issued card of the gate’s area stand for its holder', () => {
    expect(cardGateRefusal({ status: 'issued', area_id: 3 }, 3)).toBeNull();
  });

  it('says why any other card does not, its status first', () => {
    expect(cardGateRefusal({ status: 'available', area_id: 3 }, 3)).toBe('card_not_issued');
    expect(cardGateRefusal({ status: 'blocked', area_id: 4 }, 3)).toBe('card_blocked');
    expect(cardGateRefusal({ status: 'lost', area_id: 3 }, 3)).toBe('card_lost');
    expect(cardGateRefusal({ status: 'issued', area_id: 4 }, 3)).toBe('card_not_for_area');
  });
});
