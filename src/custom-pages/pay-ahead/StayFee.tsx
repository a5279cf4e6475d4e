import { Alert, Box, Button, Typography } from '@mui/material';
import { FailureAlert } from '../../components/FailureAlert';
import { useMutation } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'ra-core';
import { ONLINE_PAYMENT_ENDPOINTS as ONLINE } from '../../../domain/endpoints/online-payments';
import type { Json } from '../../../domain/endpoints/endpoint';
import type { PayAheadLookupInput, PayAheadStay } from '../../../domain/schemas/pay-ahead';
import { DetailRow } from '../../components/DetailRow';
import { nameIn } from '../../components/LocalizedName';
import { PlateLine } from '../../components/PlateText';
import { useFormatters } from '../../i18n/useFormatters';
import { callEndpoint } from '../../providers/endpoints';
import { TariffBreakdown } from '../../resources/areas/TariffBreakdown';

/**
 * A guest's stay as the exit would price it now, line by line: the button to pay it on the
 * gateway's page, how long the amount stands and the grace to leave in once paid; or, paid, by
 * when to leave; or that there is nothing to pay.
 */
export function StayFee({ stay, lookup }: { stay: Json<PayAheadStay>; lookup: PayAheadLookupInput }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { dateTime, money, time } = useFormatters();
  const checkout = useMutation({
    mutationFn: () =>
      callEndpoint(ONLINE.payAheadCheckout, { body: { stay: lookup, lang: locale === 'ar' ? 'ar' : 'en' } }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
  return (
    <>
      <Box sx={{ my: 2 }}>
        <DetailRow label="ps.pay_ahead.plate">
          <PlateLine vehicle={stay} />
        </DetailRow>
        <DetailRow label="ps.pay.area">{nameIn(locale, stay.area)}</DetailRow>
        <DetailRow label="ps.pay_ahead.entry">{dateTime(stay.entry_time)}</DetailRow>
      </Box>
      {stay.state === 'paid' && stay.leave_by ? (
        <Alert severity="success">{translate('ps.pay_ahead.paid', { time: time(stay.leave_by) })}</Alert>
      ) : stay.state === 'nothing_to_pay' ? (
        <Alert severity="info">{translate('ps.pay_ahead.nothing_to_pay')}</Alert>
      ) : (
        <>
          <TariffBreakdown preview={stay.price} label="ps.pay_ahead.fee" />
          <FailureAlert error={checkout.error} fallback="ps.pay.checkout_failed" sx={{ mt: 2 }} />
          <Button
            variant="contained"
            size="large"
            fullWidth
            sx={{ mt: 2 }}
            loading={checkout.isPending}
            onClick={() => checkout.mutate()}
          >
            {translate('ps.pay.pay', { amount: money(stay.price.amount) })}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {translate('ps.pay_ahead.grace', {
              smart_count: stay.grace_minutes,
              time: time(stay.valid_until),
            })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('ps.pay.methods')}
          </Typography>
        </>
      )}
    </>
  );
}
