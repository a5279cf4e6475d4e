import { TARIFF_LINE } from '../../../domain/tariff';
import type { VehicleChoices } from '../../../domain/schemas/vehicle';
import type { Vehicle } from '../../providers/dataProvider';

const MINUTE_MS = 60_000;

/** Half a minute short of `minutes` ago: a test that takes under 30 s sees exactly that many started minutes. */
export const startedMinutesAgo = (minutes: number) =>
  new Date(Date.now() - minutes * MINUTE_MS + MINUTE_MS / 2).toISOString();

export const CHOICES: VehicleChoices = {
  areas: [
    { id: 1, name: 'Olaya Business District', name_ar: 'حي العليا التجاري' },
    { id: 2, name: 'Jeddah Corniche', name_ar: 'كورنيش جدة' },
  ],
  gates: [
    { id: 11, area_id: 1, name: 'Olaya North Gate', name_ar: 'بوابة العليا الشمالية' },
    { id: 12, area_id: 1, name: 'Olaya Exit', name_ar: 'مخرج العليا' },
    { id: 21, area_id: 2, name: 'Corniche Gate', name_ar: 'بوابة الكورنيش' },
  ],
};

export function stay(overrides: Partial<Vehicle> = {}): Vehicle {
  return {
    id: 7,
    plate: 'ABJ1234',
    plate_letters: 'ABJ',
    plate_number: '1234',
    type: 'guest',
    area_id: 1,
    entry_gate_id: 11,
    exit_gate_id: null,
    entry_time: startedMinutesAgo(130),
    exit_time: null,
    subscription_id: null,
    company_subscription_vehicle_id: null,
    guest_ticket_number: 'K7QM-4X2P',
    notes: null,
    exited_by: null,
    forced_exit_reason: null,
    inside: true,
    duration_minutes: 130,
    fee_so_far: {
      amount: 11,
      currency: 'SAR',
      minutes: 130,
      lines: [
        { key: TARIFF_LINE.firstHour, values: { fee: 5 }, amount: 5 },
        { key: TARIFF_LINE.furtherHours, values: { hours: 2, fee: 3 }, amount: 6 },
      ],
    },
    created_at: '2026-11-22T06:00:00Z',
    updated_at: '2026-11-22T06:00:00Z',
    ...overrides,
  };
}

/**
 * A subscriber who left after three days and five hours, and a guest inside, made when asked: the
 * guest's entry is counted back from the moment of the call, not from when a worker first loaded
 * this file.
 */
export const stays = (): Vehicle[] => [
  stay(),
  stay({
    id: 8,
    plate: 'KLD77',
    plate_letters: 'KLD',
    plate_number: '77',
    type: 'subscription',
    area_id: 2,
    entry_gate_id: 21,
    exit_gate_id: 21,
    entry_time: '2026-11-18T06:00:00Z',
    exit_time: '2026-11-21T11:00:00Z',
    inside: false,
    duration_minutes: 3 * 24 * 60 + 5 * 60,
    fee_so_far: null,
    guest_ticket_number: null,
  }),
];
