import { TextInput } from 'react-admin';

const ANY_TEXT = { htmlInput: { dir: 'auto' } } as const;

/** Why a decision is taken (a rejection, a refund, a deletion, a force exit): required, in either script. */
export function ReasonInput({ label }: { label: string }) {
  return <TextInput source="reason" label={label} multiline minRows={2} isRequired fullWidth slotProps={ANY_TEXT} />;
}
