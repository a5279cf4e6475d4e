import { Create, SelectInput } from 'react-admin';
import { einvoiceUnitCreateSchema } from '../../../domain/schemas/einvoice';
import { LocalizedName } from '../../components/LocalizedName';
import { SchemaForm } from '../../components/SchemaForm';
import { AreaInput } from '../AreaInput';

/** A new unit for an area: the server makes its key and request; its page then takes it through its onboarding. */
export default function EInvoiceUnitCreate() {
  return (
    <Create redirect="show">
      <SchemaForm schema={einvoiceUnitCreateSchema}>
        <AreaInput>
          <SelectInput optionText={<LocalizedName />} isRequired sx={{ minWidth: 240 }} />
        </AreaInput>
      </SchemaForm>
    </Create>
  );
}
