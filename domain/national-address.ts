/**
 * A Saudi national address as a tax invoice states it (BR-KSA-09, 37, 63, 66): a building number
 * of 4 digits and a postal code of 5, beside the street, the district and the city.
 */

export const isBuildingNumber = (value: string): boolean => /^\d{4}$/.test(value);

export const isPostalCode = (value: string): boolean => /^\d{5}$/.test(value);

/** The address fields a company has beside its VAT number, all required once it has one. */
export const COMPANY_ADDRESS_FIELDS = [
  'address_street',
  'address_building_number',
  'address_district',
  'address_city',
  'address_postal_code',
] as const;
