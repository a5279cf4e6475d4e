import { TextInput, type TextInputProps } from 'ra-ui-materialui';
import { useFocusAfterPaint } from './useFocusAfterPaint';

/** An email is written left to right, in Arabic pages too. `autoFocus` focuses it once painted. */
export function EmailInput({ autoFocus = false, ...props }: Omit<TextInputProps, 'source'>) {
  useFocusAfterPaint('email', autoFocus);
  return (
    <TextInput
      source="email"
      type="email"
      label="ps.auth.email"
      fullWidth
      slotProps={{ htmlInput: { dir: 'ltr' } }}
      {...props}
    />
  );
}
