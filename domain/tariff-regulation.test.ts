import { describe, expect, it } from 'vitest';
import type { Tariff } from './tariff';
import { checkTariff, MUNICIPAL_FREE_MINUTES, type RegulationProfile } from './tariff-regulation';

const LAWFUL: Tariff = {
  free_minutes: MUNICIPAL_FREE_MINUTES,
  grace_minutes: 15,
  cooldown_minutes: 0,
  hourly_fee_halalas: 500,
  after_first_hour_fee_halalas: 300,
  daily_cap_halalas: 5000,
};
const REFUSING: RegulationProfile = { first_minutes_free: 'refuse', disability_free: 'refuse' };

describe('checkTariff', () => {
  it('finds nothing in a tariff with 20 free minutes that exempts people with disabilities', () => {
    expect(checkTariff(LAWFUL, REFUSING)).toEqual({ refused: [], warned: [] });
  });

  it('names each broken rule under its mode', () => {
    const unlawful = { ...LAWFUL, free_minutes: MUNICIPAL_FREE_MINUTES - 1, disability_free: false };
    expect(checkTariff(unlawful, REFUSING)).toEqual({ refused: ['first_minutes_free', 'disability_free'], warned: [] });
    expect(checkTariff(unlawful, { first_minutes_free: 'warn', disability_free: 'refuse' })).toEqual({
      refused: ['disability_free'],
      warned: ['first_minutes_free'],
    });
  });

  it('does not check a rule that is off', () => {
    const unlawful = { ...LAWFUL, free_minutes: 0 };
    expect(checkTariff(unlawful, { first_minutes_free: 'off', disability_free: 'refuse' })).toEqual({
      refused: [],
      warned: [],
    });
  });
});
