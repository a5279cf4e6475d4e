import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../validation-messages';
import { fieldErrors } from '../test/schema-errors';
import { gateFilterSchema, gateSchema } from './gate';

const valid = { name: 'North Entrance', gate_type_id: 1, area_id: 1 };

describe('gateSchema', () => {
  it('accepts a named gate with a type and an area, active by default, no description', () => {
    expect(gateSchema.parse(valid)).toEqual({ ...valid, name_ar: null, description: null, status: 'active' });
    expect(gateSchema.parse({ ...valid, name_ar: 'البوابة الشمالية' }).name_ar).toBe('البوابة الشمالية');
  });

  it.each(['name', 'gate_type_id', 'area_id'] as const)('requires %s', (field) => {
    const { [field]: _dropped, ...rest } = valid;
    expect(fieldErrors(gateSchema, rest)).toEqual({ [field]: VALIDATION.required });
  });

  it('requires a name that is not blank', () => {
    expect(fieldErrors(gateSchema, { ...valid, name: ' ' })).toEqual({ name: VALIDATION.required });
  });

  it.each([0, -3, 1.5])('refuses %s as a reference', (id) => {
    expect(fieldErrors(gateSchema, { ...valid, gate_type_id: id, area_id: id })).toEqual({
      gate_type_id: VALIDATION.invalidChoice,
      area_id: VALIDATION.invalidChoice,
    });
  });

  it('takes only the known statuses', () => {
    for (const status of ['active', 'inactive', 'maintenance'])
      expect(fieldErrors(gateSchema, { ...valid, status })).toEqual({});
    expect(fieldErrors(gateSchema, { ...valid, status: 'open' })).toEqual({ status: VALIDATION.invalidChoice });
  });

  it('limits the description length', () => {
    expect(fieldErrors(gateSchema, { ...valid, description: 'x'.repeat(501) })).toEqual({
      description: VALIDATION.tooLong,
    });
  });
});

describe('gateFilterSchema', () => {
  it('takes the area of getManyReference as a number or a string, and refuses unknown keys', () => {
    expect(gateFilterSchema.parse({ area_id: '3' })).toEqual({ area_id: 3 });
    expect(gateFilterSchema.safeParse({ status: 'open' }).success).toBe(false);
    expect(gateFilterSchema.safeParse({ name: 'North' }).success).toBe(false);
  });
});
