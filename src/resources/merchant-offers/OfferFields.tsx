import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { OFFER_KINDS } from '../../../domain/merchant-validation';
import type { MerchantOfferRecord } from '../../../domain/schemas/merchant-offer';
import type { JsonRecord } from '../../../domain/schemas/record';
import { useFormatters } from '../../i18n/useFormatters';

export type MerchantOffer = JsonRecord<MerchantOfferRecord>;

export const OFFER_KIND_CHOICES = OFFER_KINDS.map((kind) => ({ id: kind, name: `ps.merchant_offers.kinds.${kind}` }));

/** What the offer takes off a stay, in words: its minutes, amount or percentage, or the whole stay. */
export function OfferValueField(_props: { label?: string; source?: string }) {
  const offer = useRecordContext<MerchantOffer>();
  const translate = useTranslate();
  const { money, intlLocale } = useFormatters();
  if (!offer) return null;
  const percent = new Intl.NumberFormat(intlLocale, { style: 'percent' }).format((offer.percent ?? 0) / 100);
  return (
    <Typography component="span" variant="body2">
      {translate(`ps.merchant_offers.values.${offer.kind}`, {
        smart_count: offer.minutes ?? 0,
        amount: money(offer.amount ?? 0),
        percent,
      })}
    </Typography>
  );
}
