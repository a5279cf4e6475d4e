import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useLocaleState, useTranslate } from 'ra-core';
import { AVAILABLE_LOCALES } from '../providers/i18nProvider';

/** Each language named in itself, so a reader of either finds theirs. */
export function LanguageSwitch() {
  const [locale, setLocale] = useLocaleState();
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={locale}
      onChange={(_, value) => value && setLocale(value)}
      aria-label={translate('ps.settings.language')}
    >
      {AVAILABLE_LOCALES.map(({ locale: code, name }) => (
        <ToggleButton key={code} value={code} lang={code}>
          {name}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
