import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../validation-messages';
import { fieldErrors } from '../test/schema-errors';
import { areaFilterSchema, areaSchema } from './area';

const valid = {
  name: 'Jeddah Corniche',
  name_ar: 'كورنيش جدة',
  max_capacity: 100,
  subscription_capacity: 40,
  guest_ticket_capacity: 60,
  free_minutes: 30,
  grace_minutes: 15,
  cooldown_minutes: 0,
  hourly_fee: 5,
  after_first_hour_fee: 3,
  daily_cap: 50,
};
const REQUIRED = Object.keys(valid).filter((field) => field !== 'name_ar') as Array<keyof typeof valid>;
const withoutField = (field: keyof typeof valid) =>
  Object.fromEntries(Object.entries(valid).filter(([key]) => key !== field));

describe('areaSchema', () => {
  it('accepts the example area, defaults to active and nulls an absent Arabic name', () => {
    expect(fieldErrors(areaSchema, valid)).toEqual({});
    expect(areaSchema.parse(valid).is_active).toBe(true);
    expect(areaSchema.parse({ ...valid, name_ar: '' }).name_ar).toBeNull();
  });

  it.each(REQUIRED)('requires %s', (field) => {
    expect(fieldErrors(areaSchema, withoutField(field))).toEqual({ [field]: VALIDATION.required });
    expect(fieldErrors(areaSchema, { ...valid, [field]: null })).toEqual({ [field]: VALIDATION.required });
  });

  it('requires a name that is not blank', () => {
    expect(fieldErrors(areaSchema, { ...valid, name: '   ' })).toEqual({ name: VALIDATION.required });
  });

  it('wants a max capacity of at least 1', () => {
    expect(
      fieldErrors(areaSchema, { ...valid, max_capacity: 0, subscription_capacity: 0, guest_ticket_capacity: 0 }),
    ).toEqual({ max_capacity: VALIDATION.minOne });
    expect(
      fieldErrors(areaSchema, { ...valid, max_capacity: 1, subscription_capacity: 0, guest_ticket_capacity: 1 }),
    ).toEqual({});
  });

  it.each([
    'subscription_capacity',
    'guest_ticket_capacity',
    'free_minutes',
    'grace_minutes',
    'cooldown_minutes',
  ] as const)('wants %s not negative, zero allowed, whole', (field) => {
    expect(fieldErrors(areaSchema, { ...valid, [field]: -1 })).toEqual({ [field]: VALIDATION.notNegative });
    expect(fieldErrors(areaSchema, { ...valid, [field]: 0 })).toEqual({});
    expect(fieldErrors(areaSchema, { ...valid, [field]: 1.5 })).toEqual({ [field]: VALIDATION.wholeNumber });
  });

  it.each(['hourly_fee', 'after_first_hour_fee', 'daily_cap'] as const)(
    'wants %s not negative with at most two decimals',
    (field) => {
      expect(fieldErrors(areaSchema, { ...valid, [field]: -0.01 })).toEqual({ [field]: VALIDATION.notNegative });
      expect(fieldErrors(areaSchema, { ...valid, [field]: 0 })).toEqual({});
      expect(fieldErrors(areaSchema, { ...valid, [field]: 5.5 })).toEqual({});
      expect(fieldErrors(areaSchema, { ...valid, [field]: 19.99 })).toEqual({});
      expect(fieldErrors(areaSchema, { ...valid, [field]: 5.555 })).toEqual({ [field]: VALIDATION.twoDecimals });
      expect(fieldErrors(areaSchema, { ...valid, [field]: '5' })).toEqual({ [field]: VALIDATION.number });
      expect(fieldErrors(areaSchema, { ...valid, [field]: 5.000000001 })).toEqual({ [field]: VALIDATION.twoDecimals });
      expect(fieldErrors(areaSchema, { ...valid, [field]: null })).toEqual({ [field]: VALIDATION.required });
    },
  );

  it('keeps subscription and guest capacity at or under the max capacity', () => {
    expect(fieldErrors(areaSchema, { ...valid, subscription_capacity: 100, guest_ticket_capacity: 100 })).toEqual({});
    expect(fieldErrors(areaSchema, { ...valid, subscription_capacity: 101 })).toEqual({
      subscription_capacity: VALIDATION.notAboveMaxCapacity,
    });
    expect(fieldErrors(areaSchema, { ...valid, guest_ticket_capacity: 101 })).toEqual({
      guest_ticket_capacity: VALIDATION.notAboveMaxCapacity,
    });
  });

  it('refuses numbers too large for the database', () => {
    expect(fieldErrors(areaSchema, { ...valid, max_capacity: 1e12 })).toEqual({ max_capacity: VALIDATION.tooLarge });
    expect(fieldErrors(areaSchema, { ...valid, daily_cap: 1e12 })).toEqual({ daily_cap: VALIDATION.tooLarge });
  });

  it('drops fields it does not know', () => {
    const parsed = areaSchema.parse({
      ...valid,
      id: 7,
      created_at: '2026-01-01',
      search_text: 'x',
      hourly_fee_halalas: 1,
    });
    expect(parsed).not.toHaveProperty('id');
    expect(parsed).not.toHaveProperty('created_at');
    expect(parsed).not.toHaveProperty('search_text');
    expect(parsed).not.toHaveProperty('hourly_fee_halalas');
  });
});

describe('areaFilterSchema', () => {
  it('takes q, id and is_active and refuses any other key', () => {
    expect(areaFilterSchema.safeParse({ q: 'jeddah', id: [1, '2'], is_active: true }).success).toBe(true);
    expect(areaFilterSchema.safeParse({ search_text: 'x' }).success).toBe(false);
    expect(areaFilterSchema.safeParse({ hourly_fee_halalas: 500 }).success).toBe(false);
  });
});
