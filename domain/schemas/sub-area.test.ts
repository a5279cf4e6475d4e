import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../validation-messages';
import { fieldErrors } from '../test/schema-errors';
import { subAreaSchema } from './sub-area';

const valid = { name: 'Zone A', area_id: 2, max_capacity: 300 };

describe('subAreaSchema', () => {
  it('accepts a sub-area, with or without a capacity', () => {
    expect(subAreaSchema.parse(valid)).toEqual({ ...valid, name_ar: null });
    expect(subAreaSchema.parse({ name: 'B1', area_id: 1 })).toEqual({
      name: 'B1',
      name_ar: null,
      area_id: 1,
      max_capacity: null,
    });
    expect(subAreaSchema.parse({ ...valid, name_ar: ' المنطقة أ ' }).name_ar).toBe('المنطقة أ');
  });

  it('requires a name of at least 2 characters, not counting surrounding spaces', () => {
    expect(fieldErrors(subAreaSchema, { ...valid, name: undefined })).toEqual({ name: VALIDATION.required });
    expect(fieldErrors(subAreaSchema, { ...valid, name: '' })).toEqual({ name: VALIDATION.required });
    expect(fieldErrors(subAreaSchema, { ...valid, name: 'A' })).toEqual({ name: VALIDATION.minLength2 });
    expect(fieldErrors(subAreaSchema, { ...valid, name: '  A  ' })).toEqual({ name: VALIDATION.minLength2 });
    expect(fieldErrors(subAreaSchema, { ...valid, name: 'AB' })).toEqual({});
  });

  it('requires an area', () => {
    expect(fieldErrors(subAreaSchema, { name: 'Zone A' })).toEqual({ area_id: VALIDATION.required });
    expect(fieldErrors(subAreaSchema, { ...valid, area_id: 0 })).toEqual({ area_id: VALIDATION.invalidChoice });
  });

  it('wants a capacity, when given, of at least 1', () => {
    expect(fieldErrors(subAreaSchema, { ...valid, max_capacity: 0 })).toEqual({ max_capacity: VALIDATION.minOne });
    expect(fieldErrors(subAreaSchema, { ...valid, max_capacity: -5 })).toEqual({ max_capacity: VALIDATION.minOne });
    expect(fieldErrors(subAreaSchema, { ...valid, max_capacity: 1 })).toEqual({});
    expect(subAreaSchema.parse({ ...valid, max_capacity: null }).max_capacity).toBeNull();
  });
});
