import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../test/schema-errors';
import { companyCreateSchema, companyUpdateSchema } from './company';

const company = {
  name: 'Gulf Freight',
  contact_phone: '0114567890',
  area_id: 1,
  sub_area_id: 2,
  plan_id: 3,
  default_duration_months: 12,
  initial_quota: 20,
  quota_valid_from: '2026-01-01',
  quota_valid_to: '2026-12-31',
};
const manager = {
  admin_full_name: 'Reem Al-Harbi',
  admin_username: 'reem',
  admin_email: 'Reem@Gulf.example.sa',
  admin_phone: '0551234567',
  admin_password: 'Company#2026',
};

describe('the company schemas', () => {
  it('store phones as E.164 and the email in lower case, active unless said otherwise', () => {
    expect(companyCreateSchema.parse({ ...company, ...manager })).toMatchObject({
      contact_phone: '+966114567890',
      admin_phone: '+966551234567',
      admin_email: 'reem@gulf.example.sa',
      is_active: true,
      name_ar: null,
      admin_notes: null,
    });
  });

  it('take a one-day validity and refuse one that ends before it starts', () => {
    expect(companyUpdateSchema.safeParse({ ...company, quota_valid_to: '2026-01-01' }).success).toBe(true);
    expect(fieldErrors(companyUpdateSchema, { ...company, quota_valid_to: '2025-12-31' })).toEqual({
      quota_valid_to: 'ps.validation.not_before_start',
    });
  });

  it('refuse a day that is not in the calendar', () => {
    expect(fieldErrors(companyUpdateSchema, { ...company, quota_valid_from: '2026-02-29' })).toEqual({
      quota_valid_from: 'ps.validation.date',
    });
  });

  it('leave the manager account out of an edit', () => {
    expect(Object.keys(companyUpdateSchema.parse({ ...company, ...manager }))).not.toContain('admin_password');
  });
});
