import type { TariffVersionJson } from '../../../providers/dataProvider';

/** The demo's version in force: weekday evenings at a peak fee, and National Day as an event paid on entry. */
export const VERSION_IN_FORCE: TariffVersionJson = {
  id: 7,
  area_id: 1,
  effective_from: '2026-01-01T05:00:00.000Z',
  free_minutes: 30,
  grace_minutes: 15,
  cooldown_minutes: 0,
  hourly_fee: 5,
  after_first_hour_fee: 3,
  daily_cap: 50,
  disability_free: true,
  peaks: [{ days: [0, 1, 2, 3, 4], starts_at: '17:00', ends_at: '21:30', hourly_fee: 8 }],
  event_days: [
    {
      name: 'National Day',
      name_ar: 'اليوم الوطني',
      starts_on: '2099-09-23',
      ends_on: '2099-09-23',
      hourly_fee: 10,
      daily_cap: 60,
      prepayment: true,
    },
  ],
  regulation_warnings: [],
  in_force: true,
  created_by: 1,
  created_at: '2026-01-01T05:00:00.000Z',
  updated_at: '2026-01-01T05:00:00.000Z',
};
