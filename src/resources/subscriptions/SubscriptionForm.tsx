import { BooleanInput, TextInput, useRecordContext, type SimpleFormProps } from 'react-admin';
import { subscriptionCreateSchema } from '../../../domain/schemas/subscription';
import { requiredFields } from '../../../domain/schemas/required-fields';
import { FormSection, FULL_ROW } from '../../components/FormSection';
import { SchemaForm } from '../../components/SchemaForm';
import type { Subscription } from '../../providers/dataProvider';
import { AreaPlanInputs, useChosenPlanMaxVehicles } from './AreaPlanInputs';
import { VehiclesInput } from './VehiclesInput';

const required = requiredFields(subscriptionCreateSchema);
const ANY_TEXT = { htmlInput: { dir: 'auto' } } as const;

function PlanAndVehicles() {
  const record = useRecordContext<Subscription>();
  const maxVehicles = useChosenPlanMaxVehicles();
  return (
    <>
      <FormSection title="ps.subscriptions.sections.plan">
        <AreaPlanInputs readOnly={record !== undefined && record.status !== 'pending'} />
      </FormSection>
      <FormSection title="ps.subscriptions.sections.vehicles">
        <VehiclesInput maxVehicles={maxVehicles} />
        <BooleanInput source="disability" helperText="ps.subscriptions.help.disability" sx={FULL_ROW} />
      </FormSection>
    </>
  );
}

/** One form for staff to create and edit a subscription, checked by the schema the server checks with. */
export function SubscriptionForm(props: Omit<SimpleFormProps, 'children'>) {
  return (
    <SchemaForm
      schema={subscriptionCreateSchema}
      defaultValues={{ vehicles: [{ plate_letters: '', plate_number: '', model: '', colour: '' }] }}
      {...props}
    >
      <FormSection title="ps.subscriptions.sections.applicant">
        <TextInput source="applicant_name" isRequired={required.applicant_name} slotProps={ANY_TEXT} />
        <TextInput
          source="phone"
          type="tel"
          placeholder="05XXXXXXXX"
          helperText="ps.subscriptions.help.phone"
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        <TextInput source="email" type="email" slotProps={{ htmlInput: { dir: 'ltr' } }} />
      </FormSection>
      <PlanAndVehicles />
      <FormSection title="ps.subscriptions.sections.notes">
        <TextInput source="applicant_notes" multiline minRows={2} sx={FULL_ROW} slotProps={ANY_TEXT} />
        <TextInput source="admin_notes" multiline minRows={2} sx={FULL_ROW} slotProps={ANY_TEXT} />
      </FormSection>
    </SchemaForm>
  );
}
