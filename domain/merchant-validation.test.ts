import { describe, expect, it } from 'vitest';
import { limitRefusal, stackingRefusal, validatedPart, validationAmount, withValidations } from './merchant-validation';
import { TEST_TARIFF as TARIFF } from './fixtures/tariff';
import { priceStay, TARIFF_LINE } from './tariff';

const entry = new Date('2026-03-01T08:00:00Z');
const minutesIn = (minutes: number) => new Date(entry.getTime() + minutes * 60_000);
const priceAt = (exit: Date) => priceStay(TARIFF, { entry, exit }).amount;
/** Three hours in: 5 + 2 × 3 = 11 SAR. */
const threeHours = { entry, at: minutesIn(180) };

describe('validationAmount', () => {
  it('takes the whole price so far for a free offer, and the rest of it after an earlier validation', () => {
    expect(validationAmount({ kind: 'free', value: null }, threeHours, priceAt, 0)).toBe(1100);
    expect(validationAmount({ kind: 'free', value: null }, threeHours, priceAt, 400)).toBe(700);
  });

  it('takes an amount, never more than is left of the price', () => {
    expect(validationAmount({ kind: 'amount_off', value: 500 }, threeHours, priceAt, 0)).toBe(500);
    expect(validationAmount({ kind: 'amount_off', value: 5000 }, threeHours, priceAt, 0)).toBe(1100);
    expect(validationAmount({ kind: 'amount_off', value: 500 }, threeHours, priceAt, 1000)).toBe(100);
  });

  it('takes a percentage of the price, rounded to the halala', () => {
    expect(validationAmount({ kind: 'percent_off', value: 25 }, threeHours, priceAt, 0)).toBe(275);
    expect(validationAmount({ kind: 'percent_off', value: 33 }, threeHours, priceAt, 0)).toBe(363);
  });

  it('prices free minutes as the stay shortened by them: their hours, or the whole stay back within the free minutes', () => {
    expect(validationAmount({ kind: 'free_minutes', value: 60 }, threeHours, priceAt, 0)).toBe(300);
    expect(validationAmount({ kind: 'free_minutes', value: 180 }, threeHours, priceAt, 0)).toBe(1100);
    expect(validationAmount({ kind: 'free_minutes', value: 60 }, { entry, at: minutesIn(70) }, priceAt, 0)).toBe(800);
  });

  it('has nothing to take from a stay that has cost nothing yet', () => {
    expect(validationAmount({ kind: 'free', value: null }, { entry, at: minutesIn(20) }, priceAt, 0)).toBe(0);
    expect(validationAmount({ kind: 'amount_off', value: 500 }, { entry, at: minutesIn(20) }, priceAt, 0)).toBe(0);
  });
});

describe('stackingRefusal', () => {
  it('lets a first validation through, and a further one only when every one is stackable', () => {
    expect(stackingRefusal([], { stackable: false })).toBeNull();
    expect(stackingRefusal([{ stackable: true }], { stackable: true })).toBeNull();
    expect(stackingRefusal([{ stackable: true }], { stackable: false })).toBe('already_validated');
    expect(stackingRefusal([{ stackable: false }], { stackable: true })).toBe('already_validated');
  });
});

describe('limitRefusal', () => {
  const limits = { perPlatePerDay: 2, perValidatorPerHour: 5 };
  it('refuses the plate over its day first, then the validator over its hour', () => {
    expect(limitRefusal({ plateToday: 1, validatorLastHour: 4 }, limits)).toBeNull();
    expect(limitRefusal({ plateToday: 2, validatorLastHour: 5 }, limits)).toBe('plate_daily_limit');
    expect(limitRefusal({ plateToday: 0, validatorLastHour: 5 }, limits)).toBe('validator_hourly_limit');
  });
});

describe('withValidations', () => {
  it('adds each validation as a negative line after the tariff, so the lines still sum to the amount', () => {
    const price = priceStay(TARIFF, { entry, exit: minutesIn(180) });
    const validated = withValidations(price, [{ amount_halalas: 500 }, { amount_halalas: 900 }]);
    expect(validated.amount).toBe(0);
    expect(validated.lines.slice(price.lines.length)).toEqual([
      { key: TARIFF_LINE.validation, values: { fee: 500 }, amount: -500 },
      { key: TARIFF_LINE.validation, values: { fee: 600 }, amount: -600 },
    ]);
    expect(validated.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(validated.amount);
  });

  it('leaves a price without validations as it was', () => {
    const price = priceStay(TARIFF, { entry, exit: minutesIn(90) });
    expect(withValidations(price, [])).toEqual(price);
  });
});

describe('validatedPart', () => {
  it('is what the validations took off the price: the price less what is left to pay', () => {
    const price = priceStay(TARIFF, { entry, exit: minutesIn(180) });
    const validated = withValidations(price, [{ amount_halalas: 500 }, { amount_halalas: 200 }]);
    expect(validatedPart(validated.lines)).toBe(700);
    expect(validatedPart(validated.lines) + validated.amount).toBe(price.amount);
    expect(validatedPart(price.lines)).toBe(0);
  });
});
