import { zodResolver } from '@hookform/resolvers/zod';
import { ReferenceInput, SelectInput, SimpleForm, TextInput, useTranslate, type SimpleFormProps } from 'react-admin';
import { GATE_STATUSES, gateSchema } from '../../../domain/schemas/gate';
import { LocalizedName, useLocalizedNameSort } from '../../components/LocalizedName';

export function GateForm(props: Omit<SimpleFormProps, 'children'>) {
  const translate = useTranslate();
  const statuses = GATE_STATUSES.map((status) => ({ id: status, name: translate(`ps.gates.statuses.${status}`) }));
  return (
    <SimpleForm noValidate resolver={zodResolver(gateSchema)} defaultValues={{ status: 'active' }} {...props}>
      <TextInput source="name" />
      <TextInput source="name_ar" slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }} />
      <TextInput source="description" multiline minRows={2} />
      <ReferenceInput source="gate_type_id" reference="gate-types">
        <SelectInput optionText={<LocalizedName />} />
      </ReferenceInput>
      <ReferenceInput source="area_id" reference="areas" sort={{ field: useLocalizedNameSort(), order: 'ASC' }} perPage={200}>
        <SelectInput optionText={<LocalizedName />} />
      </ReferenceInput>
      <SelectInput source="status" choices={statuses} />
    </SimpleForm>
  );
}
