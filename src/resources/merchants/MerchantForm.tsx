import { BooleanInput, SelectInput, TextInput } from 'react-admin';
import { merchantSchema } from '../../../domain/schemas/merchant';
import { requiredFields } from '../../../domain/schemas/required-fields';
import { FormSection } from '../../components/FormSection';
import { LocalizedName } from '../../components/LocalizedName';
import { SchemaForm } from '../../components/SchemaForm';
import { TaxIdentitySection } from '../../components/TaxIdentitySection';
import { AreaInput } from '../AreaInput';
import { BILLING_MODE_CHOICES } from './MerchantFields';

const required = requiredFields(merchantSchema);

/** A merchant as staff create and edit it; its balance moves by top-ups and validations only. */
export function MerchantForm() {
  return (
    <SchemaForm schema={merchantSchema} defaultValues={{ is_active: true, billing_mode: 'prepaid' }}>
      <FormSection title="ps.merchants.sections.merchant">
        <TextInput source="name" isRequired={required.name} />
        <TextInput source="name_ar" slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }} />
        <AreaInput>
          <SelectInput optionText={<LocalizedName />} isRequired={required.area_id} />
        </AreaInput>
        <SelectInput
          source="billing_mode"
          choices={BILLING_MODE_CHOICES}
          isRequired={required.billing_mode}
          helperText="ps.merchants.help.billing_mode"
        />
        <BooleanInput source="is_active" helperText="ps.merchants.help.is_active" sx={{ alignSelf: 'center' }} />
      </FormSection>
      <TaxIdentitySection resource="merchants" />
    </SchemaForm>
  );
}
