import { TextField } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { FieldTitle, type InputProps, InputHelperText, useInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useFormatters } from '../../i18n/useFormatters';
import type { DateFieldLook } from './DatePickerField';

// The picker (MUI X and date-fns) is loaded when a screen first shows a date input, so the
// sign-in page never carries it.
const DatePickerField = lazy(() => import('./DatePickerField'));

export type DateInputProps = InputProps &
  DateFieldLook & {
    /** The source of the form's day this one may not come before (a period's first day). */
    notBefore?: string;
    /** Set by react-admin's filter form: the filter stands open. */
    alwaysOn?: boolean;
  };

const asDay = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * The date input of every form and filter: a calendar date (YYYY-MM-DD, as the API takes it)
 * shown and typed as "1 Nov 2026" / "١ نوفمبر ٢٠٢٦" in the screen's language and digits, with
 * a calendar whose week starts on Monday. A half-typed date leaves the form without a day.
 */
export function DateInput({
  notBefore,
  label,
  helperText,
  fullWidth,
  size,
  variant,
  margin,
  className,
  sx,
  alwaysOn: _alwaysOn,
  ...props
}: DateInputProps) {
  const { field, fieldState, id, isRequired } = useInput(props);
  const earliest = useWatch({ name: notBefore ?? props.source }) as unknown;
  const [problem, setProblem] = useState<string | null>(null);
  const { calendarDate } = useFormatters();
  const value = asDay(field.value);
  const message = fieldState.error?.message ?? problem ?? undefined;
  const invalid = Boolean(message);
  const shared = {
    id,
    label:
      label === false || label === '' ? null : (
        <FieldTitle label={label} source={props.source} resource={props.resource} isRequired={isRequired} />
      ),
    error: invalid,
    helperText: helperText !== false || invalid ? <InputHelperText error={message} helperText={helperText} /> : null,
    fullWidth,
    size,
    variant,
    margin,
    className: ['ra-input', `ra-input-${props.source}`, className].filter(Boolean).join(' '),
    sx,
  };
  return (
    <Suspense
      fallback={
        <TextField {...shared} value={value ? calendarDate(value) : ''} slotProps={{ input: { readOnly: true } }} />
      }
    >
      <DatePickerField
        {...shared}
        value={value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        onProblem={setProblem}
        min={notBefore ? asDay(earliest) : null}
        name={field.name}
        inputRef={field.ref}
        disabled={props.disabled}
        readOnly={props.readOnly}
      />
    </Suspense>
  );
}
