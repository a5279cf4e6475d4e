import { TextInput } from 'react-admin';
import { FormSection, FULL_ROW } from './FormSection';

const DIGITS = { htmlInput: { dir: 'ltr', inputMode: 'numeric', autoComplete: 'off' } } as const;

/**
 * A buyer's VAT registration and national address, as a standard tax invoice names them
 * (domain/schemas/tax-identity.ts): a company's and a merchant's form share it, each with its own
 * resource's labels and help.
 */
export function TaxIdentitySection({ resource }: { resource: 'companies' | 'merchants' }) {
  return (
    <FormSection title={`ps.${resource}.sections.tax`}>
      <TextInput source="vat_number" slotProps={DIGITS} helperText={`ps.${resource}.help.vat_number`} sx={FULL_ROW} />
      <TextInput source="address_street" />
      <TextInput
        source="address_building_number"
        slotProps={DIGITS}
        helperText={`ps.${resource}.help.address_building_number`}
      />
      <TextInput source="address_district" />
      <TextInput source="address_city" />
      <TextInput
        source="address_postal_code"
        slotProps={DIGITS}
        helperText={`ps.${resource}.help.address_postal_code`}
      />
    </FormSection>
  );
}
