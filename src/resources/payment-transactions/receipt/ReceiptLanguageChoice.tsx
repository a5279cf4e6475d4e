import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import { unselectedReadable } from '../../../components/PaperChoice';
import { AVAILABLE_LOCALES } from '../../../providers/i18nProvider';
import type { ReceiptLanguage, ReceiptLanguageOptions } from './useReceiptOptions';

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
