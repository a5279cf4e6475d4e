import { describe, expect, it } from 'vitest';
import { areaSchema } from './area';
import { gateSchema } from './gate';
import { requiredFields } from './required-fields';
import { subAreaSchema } from './sub-area';

describe('requiredFields', () => {
  it('marks what the schema refuses when missing, not what is optional or has a default', () => {
    expect(requiredFields(areaSchema)).toEqual({
      name: true,
      name_ar: false,
      max_capacity: true,
      subscription_capacity: true,
      guest_ticket_capacity: true,
      free_minutes: true,
      grace_minutes: true,
      cooldown_minutes: true,
      hourly_fee: true,
      after_first_hour_fee: true,
      daily_cap: true,
      is_active: false,
      rule_first_minutes_free: false,
      rule_disability_free: false,
    });
    expect(requiredFields(gateSchema)).toEqual({
      name: true,
      name_ar: false,
      description: false,
      gate_type_id: true,
      area_id: true,
      status: false,
    });
    expect(requiredFields(subAreaSchema)).toEqual({ name: true, name_ar: false, area_id: true, max_capacity: false });
  });
});
