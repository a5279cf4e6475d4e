/**
 * What Moyasar's test mode answers for each test card, Apple Pay amount and STC Pay number and
 * code (docs/payments-research.md, section 7), so that a tester sees in the simulator what the
 * gateway's sandbox would show.
 */

export interface SourceOutcome {
  paid: boolean;
  message: string;
  responseCode: string;
}

const APPROVED: SourceOutcome = { paid: true, message: 'APPROVED', responseCode: '00' };
const declined = (message: string, responseCode: string): SourceOutcome => ({ paid: false, message, responseCode });

const CARDS: Record<string, SourceOutcome> = {
  '4201320111111010': APPROVED,
  '4201320000013020': declined('UNSPECIFIED FAILURE', '99'),
  '4201320000311101': declined('INSUFFICIENT FUNDS', '51'),
  '4201320131000508': declined('DECLINED: LOST CARD', '41'),
  '4201321234411220': declined('DECLINED', '05'),
  '4201322267774310': declined('DECLINED: EXPIRED CARD', '54'),
  '4201326324640570': declined('DECLINED: EXCEEDS WITHDRAWAL LIMIT', '61'),
  '4201321144311528': declined('DECLINED: STOLEN CARD', '43'),
  '4111111111111111': APPROVED,
  '5421080101000000': APPROVED,
};

/** The test cards the hosted page lists, paying first. */
export const TEST_CARDS = Object.keys(CARDS);

/** A card's scheme as Moyasar's `source.company` names it. */
export function cardCompany(number: string): string {
  if (number.startsWith('420132')) return 'mada';
  if (number.startsWith('4')) return 'visa';
  if (number.startsWith('5') || number.startsWith('2')) return 'master';
  if (number.startsWith('3')) return 'amex';
  return 'visa';
}

export function cardOutcome(number: string): SourceOutcome {
  return CARDS[number] ?? declined('DECLINED', '05');
}

/** Apple Pay declines by amount, in bands of halalas; any other amount pays (the simulator's choice: see docs/payments.md). */
const APPLE_PAY_DECLINES: Array<[from: number, to: number, outcome: SourceOutcome]> = [
  [100_000, 110_000, declined('UNSPECIFIED FAILURE', '99')],
  [110_100, 120_000, declined('INSUFFICIENT FUNDS', '51')],
  [120_100, 130_000, declined('DECLINED: LOST CARD', '41')],
  [130_100, 140_000, declined('DECLINED', '05')],
  [140_100, 150_000, declined('DECLINED: EXPIRED CARD', '54')],
  [150_100, 160_000, declined('DECLINED: EXCEEDS WITHDRAWAL LIMIT', '61')],
  [160_100, 170_000, declined('DECLINED: STOLEN CARD', '43')],
];

export function applePayOutcome(amount: number): SourceOutcome {
  return APPLE_PAY_DECLINES.find(([from, to]) => amount >= from && amount <= to)?.[2] ?? APPROVED;
}

const STC_PAY_REFUSED_MOBILES: Record<string, string> = {
  '0515555555': 'Mobile number is not registered with STC Pay',
  '0515555556': 'Please update your information with STC Pay',
  '0515555557': 'Invalid account',
  '0515555558': 'OTP attempts exhausted',
  '0515555559': 'Please wait 60 seconds before trying again',
};

const STC_PAY_CODES: Record<string, SourceOutcome> = {
  '123456': { paid: true, message: 'Paid', responseCode: '00' },
  '000000': { paid: true, message: 'Paid', responseCode: '00' },
  '111111': declined('Insufficient balance', '51'),
  '222222': declined('Daily limit exceeded', '61'),
  '333333': declined('Amount limit exceeded', '61'),
  '444444': declined('Timed out', '68'),
};

export function stcPayOutcome(mobile: string, otp: string): SourceOutcome {
  const refused = STC_PAY_REFUSED_MOBILES[mobile];
  if (refused) return declined(refused, '05');
  return STC_PAY_CODES[otp] ?? declined('Invalid OTP', '05');
}
