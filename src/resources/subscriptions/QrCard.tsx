import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, Stack, Typography } from '@mui/material';
import { QRCodeSVG } from 'qrcode.react';
import { useLocaleState, useTranslate } from 'react-admin';
import { nameIn } from '../../components/LocalizedName';
import { useFormatters } from '../../i18n/useFormatters';
import type { SubscriptionWithQr } from '../../providers/dataProvider';
import { PlateText } from '../../components/PlateText';
import { PrintOnly } from '../../components/PrintOnly';

const CARD_CLASS = 'subscription-qr-card';

/**
 * The subscriber's credential: the QR code of the token the server answered once, with who it is
 * for, the plan, its dates and plates, and a button that prints this card alone. Loaded on demand
 * (React.lazy), as the QR library is needed only here.
 */
export default function QrCard({ subscription }: { subscription: SubscriptionWithQr }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { calendarDate } = useFormatters();
  const dates =
    subscription.start_date && subscription.end_date
      ? translate('ps.subscriptions.qr.valid', {
          from: calendarDate(subscription.start_date),
          to: calendarDate(subscription.end_date),
        })
      : '';
  return (
    <Box
      className={CARD_CLASS}
      component="section"
      aria-label={translate('ps.subscriptions.qr.title')}
      sx={{ textAlign: 'center', py: 1 }}
    >
      <PrintOnly className={CARD_CLASS} />
      <Box sx={{ display: 'inline-block', p: 1.5, bgcolor: '#fff', borderRadius: 1 }}>
        <QRCodeSVG
          value={subscription.qr_token}
          size={196}
          level="M"
          marginSize={2}
          title={translate('ps.subscriptions.qr.title')}
        />
      </Box>
      <Stack spacing={0.5} sx={{ mt: 1 }}>
        <Typography variant="h6" component="p" dir="auto">
          {subscription.applicant_name}
        </Typography>
        <Typography variant="body2">{nameIn(locale, subscription.plan)}</Typography>
        <Typography variant="body2">{dates}</Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'center', flexWrap: 'wrap' }}>
          {subscription.vehicles.map((vehicle) => (
            <PlateText key={vehicle.id} vehicle={vehicle} />
          ))}
        </Stack>
        <Typography variant="caption" color="text.secondary" dir="ltr">
          {subscription.reference}
        </Typography>
      </Stack>
      <Button className="no-print" startIcon={<PrintIcon />} onClick={() => window.print()} sx={{ mt: 1 }}>
        {translate('ps.subscriptions.qr.print')}
      </Button>
    </Box>
  );
}
