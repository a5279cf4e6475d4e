import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Stack, useTheme } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { PaperChoice } from '../../../components/PaperChoice';
import { PrintButton } from '../../../components/PrintButton';
import { PrintLanguageChoice } from '../../../components/PrintLanguageChoice';
import type { useReceiptOptions } from './useReceiptOptions';

/** The receipt's language and paper, a way back to its payment, and the Print button; none of it is printed. */
export function ReceiptOptions({
  options,
  backTo,
  held = false,
}: {
  options: ReturnType<typeof useReceiptOptions>;
  backTo: string;
  /** A tax invoice not cleared yet: it is not printed for its buyer. */
  held?: boolean;
}) {
  const translate = useTranslate();
  const mirrored = useTheme().direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined;
  return (
    <Stack
      className="no-print"
      component="section"
      aria-label={translate('ps.receipt.options')}
      direction="row"
      sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}
    >
      <PrintLanguageChoice options={options} />
      <PaperChoice value={options.paper} onChange={options.setPaper} label="ps.receipt.paper" />
      <PrintButton variant="contained" label={translate('ps.receipt.print')} disabled={held} />
      <Button component={Link} to={backTo} startIcon={<ArrowBackIcon sx={mirrored} />}>
        {translate('ps.receipt.back')}
      </Button>
    </Stack>
  );
}
