import EmailIcon from '@mui/icons-material/Email';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Alert, Box, Button, Divider, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useGetOne, useNotify, useTranslate } from 'react-admin';
import { composeCredential, CREDENTIAL_PAGE_PATH } from '../../../domain/credential';
import { chatLink, type OfferLanguage } from '../../../domain/offer';
import { periodDays } from '../../../domain/subscription-period';
import { nameIn } from '../../components/LocalizedName';
import type { AppDataProvider, SubscriptionWithQr } from '../../providers/dataProvider';
import { MessageLanguageToggle, useMessageLanguage } from './MessageLanguage';

/**
 * The chat message of a credential: the details and the link to the page that shows its QR code.
 * The token stays in the browser: it is after the link's `#`, which no server is sent.
 */
function useChatUrl(issued: SubscriptionWithQr, lang: OfferLanguage): string | null {
  const { data: area } = useGetOne('areas', { id: issued.area_id });
  if (!issued.start_date || !issued.end_date || !area) return null;
  const message = composeCredential(
    {
      subscriberName: issued.applicant_name,
      reference: issued.reference,
      planName: nameIn(lang, issued.plan),
      areaName: nameIn(lang, area),
      startDate: issued.start_date,
      endDate: issued.end_date,
      durationDays: periodDays(issued.start_date, issued.end_date),
      plates: issued.vehicles.map((vehicle) => ({ letters: vehicle.plate_letters, number: vehicle.plate_number })),
      qrLink: `${window.location.origin}${CREDENTIAL_PAGE_PATH}#${issued.qr_token}`,
    },
    lang,
  );
  return chatLink(issued.phone, message.lines.join('\n\n'));
}

/**
 * Sends the QR credential just issued to its subscriber, in the language chosen: by email (the
 * server mails the QR code as an image with the details) or as a WhatsApp message opened on the
 * subscriber's mobile. Shown with the code, as the token can be sent only while it is on screen.
 */
export function SendCredential({ issued }: { issued: SubscriptionWithQr }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [lang, setLang] = useMessageLanguage();
  const chatUrl = useChatUrl(issued, lang);
  const { mutate: mail, isPending } = useMutation({
    mutationFn: () =>
      dataProvider.sendSubscriptionCredential(issued.id, { channel: 'email', lang, qr_token: issued.qr_token }),
    onSuccess: (sent) => {
      if (sent.delivered)
        notify('ps.subscriptions.credential.mailed', { type: 'success', messageArgs: { email: sent.to } });
      else notify('ps.subscriptions.credential.not_delivered', { type: 'warning' });
    },
    onError: (failure) => notify(failure instanceof Error ? failure.message : 'ps.errors.generic', { type: 'error' }),
  });
  return (
    <Box
      component="section"
      className="no-print"
      aria-label={translate('ps.subscriptions.credential.title')}
      sx={{ mt: 2 }}
    >
      <Divider sx={{ mb: 2 }} />
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {translate('ps.subscriptions.credential.title')}
      </Typography>
      <MessageLanguageToggle value={lang} onChange={setLang} label="ps.subscriptions.credential.language" />
      {issued.email && issued.phone ? null : (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate(
            issued.email
              ? 'ps.subscriptions.offer.no_phone'
              : issued.phone
                ? 'ps.subscriptions.credential.no_email'
                : 'ps.subscriptions.credential.no_contact',
          )}
        </Alert>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {issued.email ? (
          <Button variant="contained" startIcon={<EmailIcon />} onClick={() => mail()} disabled={isPending}>
            {translate('ps.subscriptions.credential.email')}
          </Button>
        ) : null}
        {chatUrl ? (
          <Button
            variant="outlined"
            startIcon={<WhatsAppIcon />}
            href={chatUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {translate('ps.subscriptions.offer.open_chat')}
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}
