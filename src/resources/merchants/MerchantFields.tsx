import { Chip, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { BILLING_MODES } from '../../../domain/merchant-validation';
import type { MerchantRecord } from '../../../domain/schemas/merchant';
import type { JsonRecord } from '../../../domain/schemas/record';
import { useFormatters } from '../../i18n/useFormatters';

export type Merchant = JsonRecord<MerchantRecord>;

export const BILLING_MODE_CHOICES = BILLING_MODES.map((mode) => ({
  id: mode,
  name: `ps.merchants.billing_modes.${mode}`,
}));

/** How the merchant pays for its validations. */
export function BillingModeChip(_props: { label?: string; source?: string }) {
  const merchant = useRecordContext<Merchant>();
  const translate = useTranslate();
  if (!merchant) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={merchant.billing_mode === 'prepaid' ? 'primary' : 'default'}
      label={translate(`ps.merchants.billing_modes.${merchant.billing_mode}`)}
      sx={{ alignSelf: 'flex-start' }}
    />
  );
}

/** A prepaid merchant's balance; a merchant billed monthly has none, and says so. */
export function BalanceField(_props: { label?: string; source?: string }) {
  const merchant = useRecordContext<Merchant>();
  const translate = useTranslate();
  const { money } = useFormatters();
  if (!merchant) return null;
  return merchant.billing_mode === 'prepaid' ? (
    <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
      {money(merchant.balance)}
    </Typography>
  ) : (
    <Typography component="span" variant="body2" color="text.secondary">
      {translate('ps.merchants.billed_monthly')}
    </Typography>
  );
}
