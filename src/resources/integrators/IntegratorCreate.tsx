import { useState } from 'react';
import {
  AutocompleteArrayInput,
  CheckboxGroupInput,
  Create,
  ReferenceArrayInput,
  TextInput,
  useCreatePath,
  useRedirect,
} from 'react-admin';
import { INTEGRATOR_SCOPES } from '../../../domain/open-data';
import { integratorCreateSchema } from '../../../domain/schemas/integrator';
import { requiredFields } from '../../../domain/schemas/required-fields';
import { KeyDialog } from '../../components/KeyDialog';
import { useLocalizedName } from '../../components/LocalizedName';
import { SchemaForm } from '../../components/SchemaForm';
import type { IntegratorWithKey } from '../../providers/dataProvider';

const required = requiredFields(integratorCreateSchema);
const SCOPE_CHOICES = INTEGRATOR_SCOPES.map((scope) => ({ id: scope, name: `ps.integrators.scopes.${scope}` }));

/** A new integrator: what its key may read and where; the key is answered once, shown in a dialog, then its page opens. */
export default function IntegratorCreate() {
  const [made, setMade] = useState<IntegratorWithKey | null>(null);
  const redirect = useRedirect();
  const createPath = useCreatePath();
  const localizedName = useLocalizedName();
  return (
    <>
      <Create redirect={false} mutationOptions={{ onSuccess: (integrator: IntegratorWithKey) => setMade(integrator) }}>
        <SchemaForm schema={integratorCreateSchema} defaultValues={{ scopes: [], area_ids: [] }}>
          <TextInput source="name" isRequired={required.name} />
          <CheckboxGroupInput source="scopes" choices={SCOPE_CHOICES} row={false} isRequired={required.scopes} />
          <ReferenceArrayInput source="area_ids" reference="areas" perPage={500} sort={{ field: 'name', order: 'ASC' }}>
            <AutocompleteArrayInput
              optionText={localizedName}
              helperText="ps.integrators.areas_help"
              sx={{ minWidth: 320 }}
            />
          </ReferenceArrayInput>
        </SchemaForm>
      </Create>
      <KeyDialog
        secret={made?.key ?? null}
        messages="ps.integrators"
        onClose={() => redirect(createPath({ resource: 'integrators', type: 'show', id: made!.id }))}
      />
    </>
  );
}
