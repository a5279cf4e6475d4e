import { TextInput, type Validator } from 'react-admin';

const ANY_TEXT = { htmlInput: { dir: 'auto' } } as const;

/** Why a decision is taken (a rejection, a refund, a deletion, a force exit, a till that differs): required, in either script. */
export function ReasonInput({
  label,
  source = 'reason',
  validate,
}: {
  label: string;
  source?: string;
  /** Its own requirement's message, where the plain "Required" says too little. */
  validate?: Validator;
}) {
  return (
    <TextInput
      source={source}
      label={label}
      multiline
      minRows={2}
      isRequired
      validate={validate}
      fullWidth
      slotProps={ANY_TEXT}
    />
  );
}
