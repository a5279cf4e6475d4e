import { useCallback, useEffect } from 'react';
import { useListContext, useLocaleState, useRecordContext } from 'react-admin';
import { userTextWithDigits } from '../i18n/digits';
import { useDigits } from '../i18n/useFormatters';

interface Named {
  name?: string;
  name_ar?: string | null;
  name_en?: string;
}

/** A record's name in a language: its Arabic name in Arabic when it has one. */
export function nameIn(locale: string, record: Named | undefined): string {
  if (!record) return '';
  if (locale === 'ar' && record.name_ar) return record.name_ar;
  return record.name ?? record.name_en ?? '';
}

/**
 * Records ordered by their names in a language, as its readers file them: its own script first
 * (Latin names first in English, Arabic first in Arabic). For choices that come unsorted.
 */
export function byNameIn(locale: string) {
  return (one: Named, other: Named) => nameIn(locale, one).localeCompare(nameIn(locale, other), locale);
}

/** A record's name in the app language. */
export function useLocalizedName() {
  const [locale] = useLocaleState();
  return useCallback((record: Named | undefined) => nameIn(locale, record), [locale]);
}

/**
 * The name of the record in context, isolated (a Latin name keeps its order in an Arabic line)
 * and in the screen's digits when it is written in the screen's script.
 */
export function LocalizedName() {
  const record = useRecordContext<Named>();
  const [locale] = useLocaleState();
  return <bdi>{userTextWithDigits(nameIn(locale, record), locale, useDigits())}</bdi>;
}

/** The field of a record's English (or only) name: `name`, or `name_en` where both names are required. */
type EnglishNameField = 'name' | 'name_en';

/** The API sort field of the name a reader sees: the Arabic name (else the name) in Arabic. */
export function useLocalizedNameSort<English extends EnglishNameField = 'name'>(
  englishField: English = 'name' as English,
): English | 'name_ar' {
  const [locale] = useLocaleState();
  return locale === 'ar' ? 'name_ar' : englishField;
}

/**
 * The API sort field of a person's one name, written in either script, as the screen files it:
 * `<field>` Latin script first in English, `<field>_ar` Arabic script first in Arabic.
 */
export function usePersonNameSort<Field extends string>(field: Field): Field | `${Field}_ar` {
  const [locale] = useLocaleState();
  return locale === 'ar' ? `${field}_ar` : field;
}

/**
 * Inside a list: a sort by name stays a sort by the name on screen, in the screen's order, when
 * the language changes (the list's sort is remembered, by the field it was made on). A person's
 * name sorts by `<field>` and `<field>_ar` (usePersonNameSort).
 */
export function NameSortFollowsLanguage({
  englishField = 'name',
  arabicField = 'name_ar',
}: {
  englishField?: string;
  arabicField?: string;
}) {
  const { sort, setSort } = useListContext();
  const [locale] = useLocaleState();
  const [field, other] = locale === 'ar' ? [arabicField, englishField] : [englishField, arabicField];
  useEffect(() => {
    if (sort.field === other) setSort({ field, order: sort.order });
  }, [sort.field, sort.order, field, other, setSort]);
  return null;
}
