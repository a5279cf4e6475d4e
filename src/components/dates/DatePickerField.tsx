import { type SxProps, type Theme, useTheme } from '@mui/material';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersInputLocaleText } from '@mui/x-date-pickers/locales';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { format, isValid } from 'date-fns';
import { type FormEvent, type ReactNode, type Ref, useMemo, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { toAsciiDigits } from '../../../domain/arabic';
import { useDigits } from '../../i18n/useFormatters';
import { useOperatorTimeZone } from '../../providers/operatorTimeZone';
import { PICKER_LOCALES, pickerAdapter } from './pickerAdapter';

/** Day, month abbreviation, year (SPEC section 9): "1 Nov 2026", "١ نوفمبر ٢٠٢٦". */
const DISPLAY_FORMAT = 'd MMM yyyy';
const WIRE_FORMAT = 'yyyy-MM-dd';

/** The day a picked date stands for, as the API writes it; null for none or a half-typed one. */
function dayOf(date: Date | null): string | null {
  return date && isValid(date) ? format(date, WIRE_FORMAT) : null;
}

/** A YYYY-MM-DD day as a date at its local midnight (the picker's days are the browser's). */
function dateOf(day: string | null | undefined): Date | null {
  if (!day) return null;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
}

/** What the user is told when the picker refuses what was typed. */
const PROBLEM_MESSAGES: Partial<Record<NonNullable<DateValidationError>, string>> = {
  invalidDate: 'ps.date_picker.invalid',
  minDate: 'ps.validation.not_before_start',
  maxDate: 'ps.validation.date',
};

function usePickerTexts(): PickersInputLocaleText {
  const translate = useTranslate();
  return useMemo<PickersInputLocaleText>(
    () => ({
      previousMonth: translate('ps.date_picker.previous_month'),
      nextMonth: translate('ps.date_picker.next_month'),
      openPreviousView: translate('ps.date_picker.open_previous_view'),
      openNextView: translate('ps.date_picker.open_next_view'),
      calendarViewSwitchingButtonAriaLabel: (view) =>
        translate(view === 'year' ? 'ps.date_picker.year_view_open' : 'ps.date_picker.calendar_view_open'),
      cancelButtonLabel: translate('ps.date_picker.cancel'),
      clearButtonLabel: translate('ps.date_picker.clear'),
      okButtonLabel: translate('ps.date_picker.ok'),
      todayButtonLabel: translate('ps.date_picker.today'),
      datePickerToolbarTitle: translate('ps.date_picker.title'),
      openDatePickerDialogue: (date) =>
        date ? translate('ps.date_picker.choose_selected', { date }) : translate('ps.date_picker.choose'),
      fieldClearLabel: translate('ps.date_picker.clear'),
      dateTableLabel: translate('ps.date_picker.calendar'),
      fieldDayPlaceholder: () => translate('ps.date_picker.day_placeholder'),
      fieldMonthPlaceholder: () => translate('ps.date_picker.month_placeholder'),
      fieldYearPlaceholder: () => translate('ps.date_picker.year_placeholder'),
      day: translate('ps.date_picker.day'),
      month: translate('ps.date_picker.month'),
      year: translate('ps.date_picker.year'),
      empty: translate('ps.date_picker.empty'),
    }),
    [translate],
  );
}

/**
 * A digit typed in Arabic-Indic (or Persian) form, read as the Western one before the field
 * reads what was typed: MUI accepts the digits it writes only as Western keys, and turns a typed
 * "١" into nothing. The section still shows the screen's digits.
 */
function readTypedDigits(event: FormEvent<HTMLElement>) {
  const section = event.target as HTMLElement;
  const typed = section.textContent ?? '';
  const western = toAsciiDigits(typed);
  if (western !== typed) section.textContent = western;
}

/** How a date field looks, as the form or filter around it asks. */
export interface DateFieldLook {
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  variant?: 'filled' | 'outlined' | 'standard';
  margin?: 'dense' | 'normal' | 'none';
  className?: string;
  sx?: SxProps<Theme>;
}

export interface DatePickerFieldProps extends DateFieldLook {
  /** The day, YYYY-MM-DD, or nothing. */
  value: string | null;
  onChange: (day: string | null) => void;
  onBlur: () => void;
  /** Told the message key of what the picker refuses in what was typed, or null once it takes it. */
  onProblem: (message: string | null) => void;
  /** The earliest day that may be picked, YYYY-MM-DD. */
  min?: string | null;
  id: string;
  name: string;
  inputRef: Ref<HTMLInputElement>;
  label: ReactNode;
  error: boolean;
  helperText: ReactNode;
  disabled?: boolean;
  readOnly?: boolean;
}

/**
 * MUI X's date picker in the app's language, digits and week (Monday first), the Gregorian
 * calendar always: typed section by section from the keyboard, or picked from the calendar.
 * The heavy part of the date input, loaded on first use.
 */
export default function DatePickerField({
  value,
  onChange,
  onBlur,
  onProblem,
  min,
  id,
  name,
  inputRef,
  label,
  error,
  helperText,
  disabled,
  readOnly,
  fullWidth,
  size,
  variant,
  margin,
  className,
  sx,
}: DatePickerFieldProps) {
  const [locale] = useLocaleState();
  const digits = useDigits();
  const timeZone = useOperatorTimeZone();
  const localeText = usePickerTexts();
  const adapterLocale = locale === 'ar' ? PICKER_LOCALES.ar : PICKER_LOCALES.en;
  // The text fields of the form around it set the look (react-admin's filled, dense fields).
  // Read from the theme's defaults directly: useThemeProps would have tsc compare MUI's map of
  // every component's props, which costs the type-check more than half its time.
  const fieldDefaults = useTheme().components?.MuiTextField?.defaultProps ?? {};
  // What the user typed, kept while it is no whole day (the form then holds none); the form's
  // day wins whenever it says something else (a preset, a reset).
  const [typed, setTyped] = useState<Date | null>(null);
  const shown = dayOf(typed) === value ? typed : dateOf(value);
  return (
    <LocalizationProvider
      dateAdapter={pickerAdapter(digits, timeZone)}
      adapterLocale={adapterLocale}
      localeText={localeText}
    >
      {/* The desktop variant on phones too: its field stays typable (the mobile one opens a
          dialog instead), and its calendar fits a 320 px screen. */}
      <DesktopDatePicker
        value={shown}
        onChange={(date) => {
          setTyped(date);
          onChange(dayOf(date));
        }}
        onError={(problem) => onProblem(problem ? (PROBLEM_MESSAGES[problem] ?? 'ps.validation.date') : null)}
        minDate={dateOf(min) ?? undefined}
        format={DISPLAY_FORMAT}
        // The narrow day names: the first letters of the Arabic ones would write Sunday and
        // Wednesday alike (أ).
        dayOfWeekFormatter={(day) => format(day, 'EEEEE', { locale: adapterLocale })}
        label={label}
        name={name}
        inputRef={inputRef}
        disabled={disabled}
        readOnly={readOnly}
        className={className}
        sx={sx}
        slotProps={{
          // "9 Mar 2026", not "09 Mar 2026": the day's digits as the format writes them.
          field: { shouldRespectLeadingZeros: true },
          textField: {
            onInputCapture: readTypedDigits,
            id,
            error,
            helperText,
            onBlur,
            fullWidth,
            size: size ?? fieldDefaults.size,
            variant: variant ?? fieldDefaults.variant,
            margin: margin ?? fieldDefaults.margin,
          },
        }}
      />
    </LocalizationProvider>
  );
}
