import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useStore, useTranslate } from 'react-admin';
import { DIGIT_STYLES, type DigitStyle, DIGITS_STORE_KEY } from '../i18n/digits';

/** Each style shown by its own digits, which the translation must not rewrite. */
const SAMPLES: Record<DigitStyle, string> = { latn: '123', arab: '١٢٣' };

/** Western or Arabic-Indic digits in the Arabic interface (English always has Western ones). */
export function DigitStyleSwitch() {
  const translate = useTranslate();
  const [digits, setDigits] = useStore<DigitStyle>(DIGITS_STORE_KEY, 'latn');
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={digits}
      onChange={(_, value) => value && setDigits(value)}
      aria-label={translate('ps.settings.digits.title')}
    >
      {DIGIT_STYLES.map((style) => (
        <ToggleButton
          key={style}
          value={style}
          aria-label={translate(`ps.settings.digits.${style}`)}
          title={translate(`ps.settings.digits.${style}`)}
          sx={{ minWidth: 64 }}
        >
          {SAMPLES[style]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
