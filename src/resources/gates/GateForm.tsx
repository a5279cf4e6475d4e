import { ReferenceInput, SelectInput, TextInput, type SimpleFormProps } from 'react-admin';
import { gateSchema } from '../../../domain/schemas/gate';
import { requiredFields } from '../../../domain/schemas/required-fields';
import { FormSection, FULL_ROW } from '../../components/FormSection';
import { LocalizedName } from '../../components/LocalizedName';
import { SchemaForm } from '../../components/SchemaForm';
import { useGateStatusChoices } from './useGateStatusChoices';
import { AreaInput } from '../AreaInput';

const required = requiredFields(gateSchema);

export function GateForm(props: Omit<SimpleFormProps, 'children'>) {
  const statuses = useGateStatusChoices();
  return (
    <SchemaForm schema={gateSchema} defaultValues={{ status: 'active' }} {...props}>
      <FormSection>
        <TextInput source="name" isRequired={required.name} />
        <TextInput source="name_ar" slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }} />
        <ReferenceInput source="gate_type_id" reference="gate-types">
          <SelectInput optionText={<LocalizedName />} isRequired={required.gate_type_id} />
        </ReferenceInput>
        <AreaInput>
          <SelectInput optionText={<LocalizedName />} isRequired={required.area_id} />
        </AreaInput>
        <SelectInput source="status" choices={statuses} isRequired={required.status} />
        <TextInput source="description" multiline minRows={2} isRequired={required.description} sx={FULL_ROW} />
      </FormSection>
    </SchemaForm>
  );
}
