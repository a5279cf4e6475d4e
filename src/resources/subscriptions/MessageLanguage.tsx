import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { OfferLanguage } from '../../../domain/offer';
import { AVAILABLE_LOCALES } from '../../providers/i18nProvider';

/** The language of a message to the subscriber, the screen's first: the operator picks the subscriber's. */
export function useMessageLanguage() {
  const [locale] = useLocaleState();
  return useState<OfferLanguage>(locale === 'ar' ? 'ar' : 'en');
}

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
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      onChange={(_event, chosen: OfferLanguage | null) => chosen && onChange(chosen)}
      aria-label={translate(label)}
      sx={{ mb: 2 }}
    >
      {AVAILABLE_LOCALES.map(({ locale: code, name }) => (
        <ToggleButton key={code} value={code} lang={code}>
          {name}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
