import { describe, expect, it } from 'vitest';
import {
  type AutomaticRenewalState,
  automaticRenewalStep,
  cardLabel,
  composeAutomaticRenewalNotice,
  nextChargeDay,
} from './automatic-renewal';

const untold: AutomaticRenewalState = {
  notified_for: null,
  notified_on: null,
  attempted_for: null,
  attempted_on: null,
};
const active = { status: 'active', end_date: '2026-12-31' };

describe('an automatic renewal', () => {
  it('waits until the notice window, then is told before it is charged', () => {
    expect(automaticRenewalStep(untold, active, '2026-12-23', 7)).toBe('wait');
    expect(automaticRenewalStep(untold, active, '2026-12-24', 7)).toBe('notify');
    // Even on the charge day, an untold charge is told first.
    expect(automaticRenewalStep(untold, active, '2026-12-30', 7)).toBe('notify');
  });

  it('is charged from the day before the end, never on the day it was told', () => {
    const told = { ...untold, notified_for: '2026-12-31', notified_on: '2026-12-24' };
    expect(automaticRenewalStep(told, active, '2026-12-29', 7)).toBe('wait');
    expect(automaticRenewalStep(told, active, '2026-12-30', 7)).toBe('charge');
    const toldLate = { ...untold, notified_for: '2026-12-31', notified_on: '2026-12-31' };
    expect(automaticRenewalStep(toldLate, active, '2026-12-31', 7)).toBe('wait');
    expect(automaticRenewalStep(toldLate, active, '2027-01-01', 7)).toBe('charge');
  });

  it('tries once a day, and a notice of an earlier end does not count for the new one', () => {
    const tried = {
      notified_for: '2026-12-31',
      notified_on: '2026-12-24',
      attempted_for: '2026-12-31',
      attempted_on: '2026-12-30',
    };
    expect(automaticRenewalStep(tried, active, '2026-12-30', 7)).toBe('wait');
    expect(automaticRenewalStep(tried, active, '2026-12-31', 7)).toBe('charge');
    expect(automaticRenewalStep(tried, { status: 'active', end_date: '2027-01-30' }, '2027-01-23', 7)).toBe('notify');
  });

  it('does nothing for a subscription not approved', () => {
    expect(automaticRenewalStep(untold, { status: 'pending', end_date: '2026-12-31' }, '2026-12-30', 7)).toBe('wait');
  });

  it('says the next charge day as the step will make it', () => {
    expect(nextChargeDay(untold, '2026-12-31', '2026-12-01', 7)).toBe('2026-12-30');
    expect(nextChargeDay(untold, '2026-12-31', '2026-12-31', 7)).toBe('2027-01-01');
    const tried = {
      notified_for: '2026-12-31',
      notified_on: '2026-12-24',
      attempted_for: '2026-12-31',
      attempted_on: '2026-12-30',
    };
    expect(nextChargeDay(tried, '2026-12-31', '2026-12-30', 7)).toBe('2026-12-31');
  });

  it('names the card by its scheme and last four digits in both languages', () => {
    const notice = {
      name: 'Sara',
      reference: 'SUB-1',
      planName: 'Monthly',
      endDate: '2026-12-31',
      chargeDay: '2026-12-30',
      amountHalalas: 57_500,
      card: { brand: 'visa', lastFour: '1111' },
      pageUrl: 'https://parking.example/my-subscription',
    };
    expect(cardLabel(notice.card)).toBe('Visa •••• 1111');
    expect(composeAutomaticRenewalNotice(notice, 'en')).toContain(
      'We will charge SAR 575.00 to your card Visa •••• 1111',
    );
    expect(composeAutomaticRenewalNotice(notice, 'ar')).toContain('سنخصم 575.00 ريال من بطاقتك Visa •••• 1111');
  });
});
