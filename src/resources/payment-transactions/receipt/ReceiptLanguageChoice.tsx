import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AVAILABLE_LOCALES } from '../../../providers/i18nProvider';
import type { ReceiptLanguage, ReceiptLanguageOptions } from './useReceiptOptions';

// MUI's grey for an unselected toggle is 4.48:1 on the page; the secondary text colour reads at 4.5:1 or more.
export const unselectedReadable = { '&:not(.Mui-selected)': { color: 'text.secondary' } };

/** The languages a receipt may be printed in, each named in itself as the app's language switch names them. */
export function ReceiptLanguageChoice({
  options,
  size = 'small',
}: {
  options: ReceiptLanguageOptions;
  size?: 'small' | 'large';
}) {
  const translate = useTranslate();
  const nameOf = (choice: ReceiptLanguage) =>
    AVAILABLE_LOCALES.find(({ locale }) => locale === choice)?.name ?? translate('ps.receipt.both_languages');
  return (
    <ToggleButtonGroup
      exclusive
      size={size}
      value={options.language}
      onChange={(_event, chosen: ReceiptLanguage | null) => chosen && options.setLanguage(chosen)}
      aria-label={translate('ps.receipt.language')}
    >
      {options.choices.map((choice) => (
        <ToggleButton key={choice} value={choice} lang={choice === 'both' ? undefined : choice} sx={unselectedReadable}>
          {nameOf(choice)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
