import { zodResolver } from '@hookform/resolvers/zod';
import { NumberInput, ReferenceInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { subAreaSchema } from '../../../domain/schemas/sub-area';
import { LocalizedName, useLocalizedNameSort } from '../../components/LocalizedName';

export function SubAreaForm() {
  return (
    <SimpleForm noValidate resolver={zodResolver(subAreaSchema)}>
      <TextInput source="name" />
      <TextInput source="name_ar" slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }} />
      <ReferenceInput source="area_id" reference="areas" sort={{ field: useLocalizedNameSort(), order: 'ASC' }} perPage={200}>
        <SelectInput optionText={<LocalizedName />} />
      </ReferenceInput>
      <NumberInput source="max_capacity" min={1} step={1} />
    </SimpleForm>
  );
}
