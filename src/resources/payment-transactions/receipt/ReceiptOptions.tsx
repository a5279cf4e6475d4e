import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import { Button, Stack, ToggleButton, ToggleButtonGroup, useTheme } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { AVAILABLE_LOCALES } from '../../../providers/i18nProvider';
import { RECEIPT_PAPERS, type ReceiptLanguage, type ReceiptPaper, type useReceiptOptions } from './useReceiptOptions';

// MUI's grey for an unselected toggle is 4.48:1 on the page; the secondary text colour reads at 4.5:1 or more.
const unselectedReadable = { '&:not(.Mui-selected)': { color: 'text.secondary' } };

/** The receipt's language and paper, a way back to its payment, and the Print button; none of it is printed. */
export function ReceiptOptions({ options, backTo }: { options: ReturnType<typeof useReceiptOptions>; backTo: string }) {
  const translate = useTranslate();
  const mirrored = useTheme().direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined;
  return (
    <Stack className="no-print" component="section" aria-label={translate('ps.receipt.options')} direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={options.language}
        onChange={(_event, chosen: ReceiptLanguage | null) => chosen && options.setLanguage(chosen)}
        aria-label={translate('ps.receipt.language')}
      >
        {/* Each language named in itself, as the app's language switch names them. */}
        {AVAILABLE_LOCALES.map(({ locale, name }) => (
          <ToggleButton key={locale} value={locale} lang={locale} sx={unselectedReadable}>
            {name}
          </ToggleButton>
        ))}
        <ToggleButton value="both" sx={unselectedReadable}>
          {translate('ps.receipt.both_languages')}
        </ToggleButton>
      </ToggleButtonGroup>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={options.paper}
        onChange={(_event, chosen: ReceiptPaper | null) => chosen && options.setPaper(chosen)}
        aria-label={translate('ps.receipt.paper')}
      >
        {RECEIPT_PAPERS.map((paper) => (
          <ToggleButton key={paper} value={paper} sx={unselectedReadable}>
            {translate(`ps.receipt.papers.${paper}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
        {translate('ps.receipt.print')}
      </Button>
      <Button component={Link} to={backTo} startIcon={<ArrowBackIcon sx={mirrored} />}>
        {translate('ps.receipt.back')}
      </Button>
    </Stack>
  );
}
