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
        // MUI's grey for an unselected toggle is 4.48:1 on the page; the secondary text colour reads at 4.5:1 or more.
        <ToggleButton key={code} value={code} lang={code} sx={{ '&:not(.Mui-selected)': { color: 'text.secondary' } }}>
          {name}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
