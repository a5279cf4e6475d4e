import { TextInput } from 'react-admin';
import { companySubscriptionSchema } from '../../../domain/schemas/company-subscription';
import { requiredFields } from '../../../domain/schemas/required-fields';
import { FormSection, FULL_ROW } from '../../components/FormSection';
import { SchemaForm } from '../../components/SchemaForm';
import { AwaitingPayment } from './AwaitingPayment';
import { VehicleChangeNotice } from './VehicleChangeNotice';
import { NEW_VEHICLE, VehiclesInput } from './VehiclesInput';

const required = requiredFields(companySubscriptionSchema);
const PHONE = { htmlInput: { dir: 'ltr', inputMode: 'tel', autoComplete: 'off' } } as const;
const EMAIL = { htmlInput: { dir: 'ltr', inputMode: 'email', autoComplete: 'off' } } as const;

/** A new subscription starts with one empty vehicle row: at least one is required. */
export const NEW_SUBSCRIPTION = { vehicles: [NEW_VEHICLE] };

/** The subscriber and their vehicles; the company is the manager's own, set by the server. */
export function CompanySubscriptionForm() {
  return (
    <SchemaForm schema={companySubscriptionSchema} defaultValues={NEW_SUBSCRIPTION}>
      <AwaitingPayment />
      <FormSection title="ps.company_subscriptions.sections.subscriber">
        <TextInput source="subscriber_name" isRequired={required.subscriber_name} />
        <TextInput
          source="phone"
          isRequired={required.phone}
          slotProps={PHONE}
          helperText="ps.company_subscriptions.help.phone"
        />
        <TextInput source="email" type="email" isRequired={required.email} slotProps={EMAIL} />
        <TextInput source="notes" multiline minRows={2} sx={FULL_ROW} />
      </FormSection>
      <FormSection title="ps.company_subscriptions.sections.vehicles">
        <div style={FULL_ROW}>
          <VehicleChangeNotice />
          <VehiclesInput />
        </div>
      </FormSection>
    </SchemaForm>
  );
}
