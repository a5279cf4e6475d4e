import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import type { Locale } from 'date-fns';
import { ar } from 'date-fns/locale/ar';
import { enGB } from 'date-fns/locale/en-GB';
import { toAsciiDigits } from '../../../domain/arabic';
import { type DigitStyle, withDigits } from '../../i18n/digits';

/** The week starts on Monday in both languages (SPEC section 9); date-fns' Arabic starts it on Saturday. */
const MONDAY = 1;

/** The date-fns locale of each app language: Gregorian months and day names, Monday first. */
export const PICKER_LOCALES: Record<'en' | 'ar', Locale> = {
  en: enGB,
  ar: { ...ar, options: { ...ar.options, weekStartsOn: MONDAY } },
};

const WALL_CLOCK_PARTS = ['year', 'month', 'day', 'hour', 'minute', 'second'] as const;

/**
 * The operator's wall-clock time as a Date whose local fields read it: date-fns knows only the
 * browser's zone, and "today" in the calendar is the operator's today wherever the browser is.
 */
export function wallClockNow(timeZone: string, now = new Date()): Date {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(now);
  const [year, month, day, hour, minute, second] = WALL_CLOCK_PARTS.map((type) =>
    Number(parts.find((part) => part.type === type)?.value),
  );
  return new Date(year!, month! - 1, day, hour, minute, second);
}

const adapters = new Map<string, typeof AdapterDateFns>();

/**
 * date-fns' adapter writing and reading the screen's digits (the calendar, the field, and the
 * digits the field accepts as typed, which MUI takes from the adapter's own output), with "now" in
 * the operator's time zone. One class per digit style and zone, as LocalizationProvider builds
 * its adapter from a class.
 */
export function pickerAdapter(digits: DigitStyle, timeZone: string): typeof AdapterDateFns {
  const key = `${digits} ${timeZone}`;
  let adapter = adapters.get(key);
  if (!adapter) {
    adapter = class OperatorDateAdapter extends AdapterDateFns {
      constructor(options?: ConstructorParameters<typeof AdapterDateFns>[0]) {
        super(options);
        const { date, formatByString, parse } = this;
        // MUI tells a year's length by a leading "0" in the adapter's output, which Arabic-Indic
        // digits do not write: the four digits are said outright.
        this.formatTokenMap = {
          ...this.formatTokenMap,
          yyyy: { sectionType: 'year', contentType: 'digit', maxLength: 4 },
        };
        this.date = ((value?: string | null) =>
          value === undefined ? wallClockNow(timeZone) : date(value)) as unknown as typeof date;
        this.formatByString = (value, format) => withDigits(formatByString(value, format), digits);
        this.formatNumber = (text) => withDigits(text, digits);
        this.parse = (text, format) => parse(toAsciiDigits(text), format);
      }
    };
    adapters.set(key, adapter);
  }
  return adapter;
}
