import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TariffPreview } from '../../../domain/schemas/tariff-preview';
import { TARIFF_MONEY_VALUES, type TariffValueName } from '../../../domain/tariff';
import { Figure } from '../../components/Figure';
import { useFormatters } from '../../i18n/useFormatters';

type Line = TariffPreview['lines'][number];

/** A line of the engine in words: its money as money, its counts in the screen's digits, its plural by its count. */
export function useLineText() {
  const translate = useTranslate();
  const { money, number } = useFormatters();
  return ({ key, values }: Line) => {
    const shown = Object.fromEntries(
      Object.entries(values).map(([name, value]) => [
        name,
        TARIFF_MONEY_VALUES.includes(name as TariffValueName) ? money(value) : number(value),
      ]),
    );
    return translate(key, { ...shown, smart_count: values.hours ?? values.minutes });
  };
}

/** The amount a stay owes (or paid, as `label` says) and the lines that make it up, each beside its amount. */
export function TariffBreakdown({
  preview,
  label = 'ps.tariff.preview.amount',
}: {
  preview: TariffPreview;
  label?: string;
}) {
  const translate = useTranslate();
  const { money } = useFormatters();
  const lineText = useLineText();
  return (
    <Box aria-live="polite" sx={{ mt: 2, maxWidth: 480 }}>
      <Figure size="medium" label={label} value={money(preview.amount)} />
      <Box
        component="ul"
        aria-label={translate('ps.tariff.preview.breakdown')}
        sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}
      >
        {preview.lines.map((line, index) => (
          <Box
            component="li"
            key={index}
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'baseline',
              gap: 2,
              py: 0.75,
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {lineText(line)}
            </Typography>
            <Typography variant="body2" sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
              {money(line.amount)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
