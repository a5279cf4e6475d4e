import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { OfferLanguage } from '../../../domain/offer';
import type { AppDataProvider, Subscription } from '../../providers/dataProvider';
import { MessageLanguageToggle, useMessageLanguage } from './MessageLanguage';

/** The offer of the dialog's language: its text, and the chat link when the applicant has a mobile. */
function OfferContent({ subscription, lang }: { subscription: Subscription; lang: OfferLanguage }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const {
    data: offer,
    error,
    isPending,
  } = useQuery({
    queryKey: ['subscriptions', 'offer', subscription.id, lang],
    queryFn: () => dataProvider.getSubscriptionOffer(subscription.id, lang),
  });
  if (isPending) return <CircularProgress aria-label={translate('ra.page.loading')} />;
  if (error) return <Alert severity="error">{translate(error.message, { _: translate('ps.errors.generic') })}</Alert>;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(offer.text);
      notify('ps.subscriptions.offer.copied', { type: 'success' });
    } catch {
      notify('ps.subscriptions.offer.copy_failed', { type: 'error' });
    }
  };
  return (
    <>
      {offer.chat_url ? null : (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('ps.subscriptions.offer.no_phone')}
        </Alert>
      )}
      <Box
        component="pre"
        dir={lang === 'ar' ? 'rtl' : 'ltr'}
        lang={lang}
        sx={{
          whiteSpace: 'pre-wrap',
          fontFamily: 'inherit',
          bgcolor: 'action.hover',
          p: 2,
          borderRadius: 1,
          m: 0,
          maxHeight: 360,
          overflow: 'auto',
        }}
      >
        {offer.text}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
        {offer.chat_url ? (
          <Button
            variant="contained"
            startIcon={<SendIcon />}
            href={offer.chat_url}
            target="_blank"
            rel="noopener noreferrer"
          >
            {translate('ps.subscriptions.offer.open_chat')}
          </Button>
        ) : null}
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {translate('ps.subscriptions.offer.copy')}
        </Button>
      </Box>
    </>
  );
}

/**
 * The offer of SPEC section 1, as a chat message to the applicant's mobile or as text to copy,
 * in Arabic or English (the screen's language first).
 */
export function SendOfferButton() {
  const record = useRecordContext<Subscription>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [lang, setLang] = useMessageLanguage();
  const titleId = useId();
  if (!record || record.status === 'rejected') return null;
  return (
    <>
      <Button startIcon={<SendIcon />} onClick={() => setOpen(true)}>
        {translate('ps.subscriptions.offer.send')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{translate('ps.subscriptions.offer.title')}</DialogTitle>
        <DialogContent>
          <MessageLanguageToggle value={lang} onChange={setLang} label="ps.subscriptions.offer.language" />
          {open ? <OfferContent subscription={record} lang={lang} /> : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
