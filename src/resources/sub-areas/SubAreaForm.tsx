import { NumberInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { requiredFields } from '../../../domain/schemas/required-fields';
import { subAreaSchema } from '../../../domain/schemas/sub-area';
import { FormSection } from '../../components/FormSection';
import { LocalizedName, useLocalizedNameSort } from '../../components/LocalizedName';
import { SchemaForm } from '../../components/SchemaForm';

const required = requiredFields(subAreaSchema);

export function SubAreaForm() {
  return (
    <SchemaForm schema={subAreaSchema}>
      <FormSection>
        <TextInput source="name" isRequired={required.name} />
        <TextInput source="name_ar" slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }} />
        <ReferenceInput
          source="area_id"
          reference="areas"
          sort={{ field: useLocalizedNameSort(), order: 'ASC' }}
          perPage={200}
        >
          <SelectInput optionText={<LocalizedName />} isRequired={required.area_id} />
        </ReferenceInput>
        <NumberInput source="max_capacity" min={1} step={1} isRequired={required.max_capacity} />
      </FormSection>
    </SchemaForm>
  );
}
