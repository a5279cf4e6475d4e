import { useTranslate } from 'react-admin';
import { AVAILABLE_LOCALES } from '../providers/i18nProvider';
import { ChoiceToggle } from './ChoiceToggle';
import type { PrintLanguage, PrintLanguageOptions } from './usePrintLanguage';

/** The languages a printout may be in, each named in itself as the app's language switch names them. */
export function PrintLanguageChoice({
  options,
  size = 'small',
}: {
  options: PrintLanguageOptions;
  size?: 'small' | 'large';
}) {
  const translate = useTranslate();
  const choices = options.choices.map((choice: PrintLanguage) => {
    const locale = AVAILABLE_LOCALES.find((available) => available.locale === choice);
    return locale
      ? { value: choice, text: locale.name, lang: choice }
      : { value: choice, text: translate('ps.receipt.both_languages') };
  });
  return (
    <ChoiceToggle
      value={options.language}
      onChange={options.setLanguage}
      label="ps.receipt.language"
      choices={choices}
      size={size}
    />
  );
}
