import { NumberInput, SelectInput, TextInput } from 'react-admin';
import { requiredFields } from '../../../domain/schemas/required-fields';
import { subAreaSchema } from '../../../domain/schemas/sub-area';
import { FormSection } from '../../components/FormSection';
import { LocalizedName } from '../../components/LocalizedName';
import { SchemaForm } from '../../components/SchemaForm';
import { AreaInput } from '../AreaInput';

const required = requiredFields(subAreaSchema);

export function SubAreaForm() {
  return (
    <SchemaForm schema={subAreaSchema}>
      <FormSection>
        <TextInput source="name" isRequired={required.name} />
        <TextInput source="name_ar" slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }} />
        <AreaInput>
          <SelectInput optionText={<LocalizedName />} isRequired={required.area_id} />
        </AreaInput>
        <NumberInput source="max_capacity" min={1} step={1} isRequired={required.max_capacity} />
      </FormSection>
    </SchemaForm>
  );
}
