import { TextInput, type TextInputProps } from 'ra-ui-materialui';

/** An email is written left to right, in Arabic pages too. */
export function EmailInput(props: Omit<TextInputProps, 'source'>) {
  return <TextInput source="email" type="email" label="ps.auth.email" fullWidth slotProps={{ htmlInput: { dir: 'ltr' } }} {...props} />;
}
