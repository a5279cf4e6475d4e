import { z } from 'zod';
import { COMPANY_ADDRESS_FIELDS, isBuildingNumber, isPostalCode } from '../national-address';
import { VALIDATION } from '../validation-messages';
import { isSaudiVatNumber } from '../vat';
import { optionalDigits, optionalName } from './fields';

/**
 * A VAT-registered buyer's VAT number and national address (a company, a merchant): with a VAT
 * number its purchases are standard tax invoices naming it, which must state its whole address.
 */
export const taxIdentityFields = {
  vat_number: optionalDigits(isSaudiVatNumber, VALIDATION.vatNumber),
  address_street: optionalName(100),
  address_building_number: optionalDigits(isBuildingNumber, VALIDATION.buildingNumber),
  address_district: optionalName(100),
  address_city: optionalName(100),
  address_postal_code: optionalDigits(isPostalCode, VALIDATION.postalCode),
};

/** The same fields as the API answers them. */
export const taxIdentityRecordFields = {
  vat_number: z.string().nullable(),
  address_street: z.string().nullable(),
  address_building_number: z.string().nullable(),
  address_district: z.string().nullable(),
  address_city: z.string().nullable(),
  address_postal_code: z.string().nullable(),
};

export type TaxIdentity = { vat_number?: string | null } & Partial<
  Record<(typeof COMPANY_ADDRESS_FIELDS)[number], string | null>
>;

/** Every address field is required once a VAT number is given. */
export function addressWithVatNumber(buyer: TaxIdentity, ctx: z.RefinementCtx) {
  if (!buyer.vat_number) return;
  for (const field of COMPANY_ADDRESS_FIELDS) {
    if (!buyer[field]) ctx.addIssue({ code: 'custom', path: [field], message: VALIDATION.requiredWithVatNumber });
  }
}
