import { useState } from 'react';
import { useLocaleState } from 'react-admin';
import type { OfferLanguage } from '../../../domain/offer';
import { ChoiceToggle } from '../../components/ChoiceToggle';
import { AVAILABLE_LOCALES } from '../../providers/i18nProvider';

/** The language of a message to the subscriber, the screen's first: the operator picks the subscriber's. */
export function useMessageLanguage() {
  const [locale] = useLocaleState();
  return useState<OfferLanguage>(locale === 'ar' ? 'ar' : 'en');
}

const LANGUAGES = AVAILABLE_LOCALES.map(({ locale, name }) => ({
  value: locale as OfferLanguage,
  text: name,
  lang: locale,
}));

/** English or Arabic, each named in its own language, for a message to the subscriber. */
export function MessageLanguageToggle({
  value,
  onChange,
  label,
}: {
  value: OfferLanguage;
  onChange: (language: OfferLanguage) => void;
  label: string;
}) {
  return <ChoiceToggle value={value} onChange={onChange} label={label} choices={LANGUAGES} sx={{ mb: 2 }} />;
}
