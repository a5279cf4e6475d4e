import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { JsonAnswerOf } from '../../../domain/endpoints/endpoint';
import type { ONLINE_PAYMENT_ENDPOINTS } from '../../../domain/endpoints/online-payments';
import type { OfferLanguage } from '../../../domain/offer';
import { ChatMessageView } from '../../components/ChatMessageButton';
import { useFormatters } from '../../i18n/useFormatters';

type SentLink = JsonAnswerOf<typeof ONLINE_PAYMENT_ENDPOINTS.sendSubscriptionLink>;

/** A link just made: until when it can be paid, whom it was mailed to, and its message to send by chat. */
function SentLinkView({ sent, lang }: { sent: SentLink; lang: OfferLanguage }) {
  const translate = useTranslate();
  const { dateTime } = useFormatters();
  return (
    <>
      <Alert severity="success" sx={{ mb: 2 }}>
        {translate(sent.mailed_to ? 'ps.payment_links.made_and_mailed' : 'ps.payment_links.made', {
          email: sent.mailed_to ?? '',
          expires: dateTime(sent.expires_at),
        })}
      </Alert>
      <ChatMessageView message={sent} lang={lang} copied="ps.payment_links.copied" />
    </>
  );
}

/**
 * A button that opens the form of a payment link to make (its language, whether it is mailed, and
 * what else the link is made with), makes it once, on the dialog's button, and then shows it.
 */
export function PaymentLinkDialog({
  button,
  title,
  make,
  lang,
  making,
  ready = true,
  children,
}: {
  button: { label: string; icon: ReactNode };
  title: string;
  make: string;
  lang: OfferLanguage;
  making: UseMutationResult<SentLink, Error, void>;
  ready?: boolean;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    making.reset();
  };
  const sent = making.data;
  return (
    <>
      <Button startIcon={button.icon} onClick={() => setOpen(true)}>
        {translate(button.label)}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
        <DialogContent>{sent ? <SentLinkView sent={sent} lang={lang} /> : children}</DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('ra.action.close')}</Button>
          {sent ? null : (
            <Button variant="contained" loading={making.isPending} disabled={!ready} onClick={() => making.mutate()}>
              {translate(make)}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
