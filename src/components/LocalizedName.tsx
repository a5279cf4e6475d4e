import { useLocaleState, useRecordContext } from 'react-admin';

/** A record's name in the app language: its Arabic name in Arabic when it has one. */
export function useLocalizedName() {
  const [locale] = useLocaleState();
  return (record: { name?: string; name_ar?: string | null; name_en?: string } | undefined) => {
    if (!record) return '';
    if (locale === 'ar' && record.name_ar) return record.name_ar;
    return record.name ?? record.name_en ?? '';
  };
}

export function LocalizedName() {
  const record = useRecordContext<{ name?: string; name_ar?: string | null; name_en?: string }>();
  return <>{useLocalizedName()(record)}</>;
}
