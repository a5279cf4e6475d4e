import { useMemo } from 'react';
import { useLocaleState, useStore } from 'ra-core';
import { CALENDAR_DATE } from '../../domain/local-date';
import { CURRENCY } from '../../domain/money';
import { useOperatorTimeZone } from '../providers/operatorTimeZone';
import { amountWithSign } from './amounts';
import { type DigitStyle, DIGITS_STORE_KEY, digitsOf, intlLocaleOf } from './digits';

/** The digits of the current screen (see digitsOf). */
export function useDigits(): DigitStyle {
  const [locale] = useLocaleState();
  const [chosen] = useStore<DigitStyle>(DIGITS_STORE_KEY, 'latn');
  return digitsOf(locale, chosen);
}

/** The Intl locale of the app language and the screen's digits, for react-admin's `locales` props. */
export function useIntlLocale(): string {
  const [locale] = useLocaleState();
  return intlLocaleOf(locale, useDigits());
}

/**
 * A day as SPEC section 9 writes it, day, month abbreviation and year, in both languages:
 * "1 Nov 2026", "١ نوفمبر ٢٠٢٦" (Arabic's medium date style would write ٢٠٢٦/١١/٠١).
 */
export const DAY_PARTS = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
} as const satisfies Intl.DateTimeFormatOptions;
/**
 * A time of day as the specification's date-time display writes it, the same in both languages:
 * 12 hours with am/pm, "11:22 pm", "١١:٢٢ م" (British English would write 23:22).
 */
export const TIME_PARTS = {
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
} as const satisfies Intl.DateTimeFormatOptions;
/** A day and its time: "1 Dec 2026, 11:22 pm". */
export const DAY_TIME_PARTS = { ...DAY_PARTS, ...TIME_PARTS } as const satisfies Intl.DateTimeFormatOptions;

/** Makes a value on first use: an Intl formatter costs tens of milliseconds to build on a slow phone. */
function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/** Numbers, money and dates formatted in the app's language, never the browser's. */
export function useFormatters() {
  const [locale] = useLocaleState();
  const digits = useDigits();
  const intlLocale = intlLocaleOf(locale, digits);
  const hijriLocale = intlLocaleOf(locale, digits, 'islamic-umalqura');
  const timeZone = useOperatorTimeZone();
  return useMemo(() => {
    const number = onFirstUse(() => new Intl.NumberFormat(intlLocale));
    const plainNumber = onFirstUse(() => new Intl.NumberFormat(intlLocale, { useGrouping: false }));
    const twoDigits = onFirstUse(
      () => new Intl.NumberFormat(intlLocale, { useGrouping: false, minimumIntegerDigits: 2 }),
    );
    const money = onFirstUse(
      () => new Intl.NumberFormat(intlLocale, { style: 'currency', currency: CURRENCY, minimumFractionDigits: 2 }),
    );
    const dateTime = onFirstUse(() => new Intl.DateTimeFormat(intlLocale, { ...DAY_TIME_PARTS, timeZone }));
    const timeOfDay = onFirstUse(() => new Intl.DateTimeFormat(intlLocale, { ...TIME_PARTS, timeZone }));
    const date = onFirstUse(() => new Intl.DateTimeFormat(intlLocale, { ...DAY_PARTS, timeZone: 'UTC' }));
    const month = onFirstUse(
      () => new Intl.DateTimeFormat(intlLocale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
    );
    const hijriDay = onFirstUse(() => new Intl.DateTimeFormat(hijriLocale, { dateStyle: 'long', timeZone: 'UTC' }));
    const hijriInstant = onFirstUse(() => new Intl.DateTimeFormat(hijriLocale, { dateStyle: 'long', timeZone }));
    const weekdayNames = {
      long: onFirstUse(() => new Intl.DateTimeFormat(intlLocale, { weekday: 'long', timeZone: 'UTC' })),
      narrow: onFirstUse(() => new Intl.DateTimeFormat(intlLocale, { weekday: 'narrow', timeZone: 'UTC' })),
    };
    return {
      intlLocale,
      number: (value: number) => number().format(value),
      /** A number without grouping, such as a year. */
      plain: (value: number) => plainNumber().format(value),
      /** An amount in SAR, its sign against its digits in either direction (amounts.ts). */
      money: (sar: number) => amountWithSign(money(), sar),
      dateTime: (value: string | Date) => dateTime().format(new Date(value)),
      /** An instant's time of day in the operator's zone, for a time within the day ahead ("11:22 pm"). */
      time: (value: string | Date) => timeOfDay().format(new Date(value)),
      /** A calendar date (YYYY-MM-DD) shown as that same day, whatever the time zone. */
      calendarDate: (value: string) => date().format(new Date(`${value}T00:00:00Z`)),
      /** A month of the calendar (YYYY-MM), by its name and year. */
      calendarMonth: (value: string) => month().format(new Date(`${value}-01T00:00:00Z`)),
      /** A wall-clock time ("HH:MM") in the screen's digits. */
      clock: (time: string) => time.replace(/\d+/g, (part) => twoDigits().format(Number(part))),
      /** A day of the week by its number, 0 for Sunday to 6 for Saturday, as a tariff's windows name them; narrow is a letter or two. */
      weekday: (day: number, width: keyof typeof weekdayNames = 'long') =>
        weekdayNames[width]().format(new Date(Date.UTC(2023, 0, 1 + day))),
      /**
       * The Umm al-Qura (Hijri) date of a calendar date (YYYY-MM-DD) or of an instant (its day in
       * the operator's zone), shown beside the Gregorian one, which stays the legal date.
       */
      hijriDate: (value: string | Date) =>
        typeof value === 'string' && CALENDAR_DATE.test(value)
          ? hijriDay().format(new Date(`${value}T00:00:00Z`))
          : hijriInstant().format(new Date(value)),
    };
  }, [intlLocale, hijriLocale, timeZone]);
}
