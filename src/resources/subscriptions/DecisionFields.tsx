import { ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { LocalizedName } from '../../components/LocalizedName';
import { ReasonInput } from '../../components/ReasonInput';

const ANY_TEXT = { htmlInput: { dir: 'auto' } } as const;

/** What an approval asks for, individual or a company's: how it was paid, and notes for the team. */
export function ApprovalFields() {
  return (
    <>
      <ReferenceInput
        source="payment_method_id"
        reference="payment-methods"
        sort={{ field: 'id', order: 'ASC' }}
        perPage={50}
      >
        <SelectInput
          optionText={<LocalizedName />}
          label="resources.subscriptions.fields.payment_method_id"
          isRequired
          fullWidth
        />
      </ReferenceInput>
      <TextInput
        source="admin_notes"
        label="resources.subscriptions.fields.admin_notes"
        multiline
        minRows={2}
        fullWidth
        slotProps={ANY_TEXT}
      />
    </>
  );
}

/** What a rejection asks for: the reason, which the record keeps. */
export function RejectionFields() {
  return <ReasonInput label="resources.subscriptions.fields.rejection_reason" />;
}
