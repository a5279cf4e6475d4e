import type { ParkingCard } from '../../providers/dataProvider';

/** A card as the API answers it, for the screens' tests: available, held by no one, unless told. */
export function card(overrides: Partial<ParkingCard> = {}): ParkingCard {
  return {
    id: 3,
    card_number: 'KFT-0003',
    type: 'guest',
    area_id: 1,
    status: 'available',
    subscription_id: null,
    plate_letters: null,
    plate_number: null,
    issued_at: null,
    blocked_reason: null,
    notes: null,
    created_at: '2026-11-01T08:00:00Z',
    updated_at: '2026-11-01T08:00:00Z',
    ...overrides,
  };
}
