import { DeleteButton, EditButton, ReferenceField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { DateTimeField, LocaleNumberField } from '../../components/fields';
import { recordErrorProps } from '../../components/RecordNotFound';

function Actions() {
  return (
    <TopToolbar>
      <EditButton />
      <DeleteButton mutationMode="pessimistic" />
    </TopToolbar>
  );
}

export default function SubAreaShow() {
  return (
    <Show actions={<Actions />} {...recordErrorProps()}>
      <SimpleShowLayout>
        <TextField source="name" />
        <TextField source="name_ar" emptyText="—" />
        <ReferenceField source="area_id" reference="areas" link="show" />
        <LocaleNumberField source="max_capacity" emptyText="—" />
        <DateTimeField source="created_at" />
        <DateTimeField source="updated_at" />
      </SimpleShowLayout>
    </Show>
  );
}
