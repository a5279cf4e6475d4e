import LinkIcon from '@mui/icons-material/Link';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { ChatMessageView } from '../../components/ChatMessageButton';
import { useFormatters } from '../../i18n/useFormatters';
import type { AppDataProvider, LinkedResource } from '../../providers/dataProvider';
import { MessageLanguageToggle, useMessageLanguage } from './MessageLanguage';

/**
 * Makes the payment link of a subscription approved to be paid online and sends it: mailed by the
 * server when asked (to the subscriber, or for a company's subscription to its manager), and as a
 * chat message or text staff send themselves. A new link closes the one sent before, so it is made
 * once, on the button, not on every change of language.
 */
export function SendPaymentLinkButton({ resource = 'subscriptions' }: { resource?: LinkedResource }) {
  const record = useRecordContext<{ id: number; status: string; email?: string | null; version: string }>();
  const toManager = resource === 'company-subscriptions';
  const canMail = toManager || Boolean(record?.email);
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const translate = useTranslate();
  const { dateTime } = useFormatters();
  const [open, setOpen] = useState(false);
  const [lang, setLang] = useMessageLanguage();
  const [mail, setMail] = useState(true);
  const titleId = useId();
  const send = useMutation({
    mutationFn: () => dataProvider.sendPaymentLink(resource, record!, { lang, mail: mail && canMail }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [resource] }),
  });
  if (record?.status !== 'awaiting_payment') return null;
  const close = () => {
    setOpen(false);
    send.reset();
  };
  const sent = send.data;
  return (
    <>
      <Button startIcon={<LinkIcon />} onClick={() => setOpen(true)}>
        {translate('ps.payment_links.send')}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{translate('ps.payment_links.title')}</DialogTitle>
        <DialogContent>
          {sent ? (
            <>
              <Alert severity="success" sx={{ mb: 2 }}>
                {translate(sent.mailed_to ? 'ps.payment_links.made_and_mailed' : 'ps.payment_links.made', {
                  email: sent.mailed_to ?? '',
                  expires: dateTime(sent.expires_at),
                })}
              </Alert>
              <ChatMessageView message={sent} lang={lang} copied="ps.payment_links.copied" />
            </>
          ) : (
            <>
              <Typography variant="body2" sx={{ mb: 2 }}>
                {translate(toManager ? 'ps.payment_links.explain_company' : 'ps.payment_links.explain')}
              </Typography>
              <MessageLanguageToggle value={lang} onChange={setLang} label="ps.payment_links.language" />
              {canMail ? (
                <FormControlLabel
                  control={<Checkbox checked={mail} onChange={(event) => setMail(event.target.checked)} />}
                  label={
                    toManager
                      ? translate('ps.payment_links.mail_to_manager')
                      : translate('ps.payment_links.mail_to', { email: record.email })
                  }
                />
              ) : null}
              {send.error ? (
                <Alert severity="error" sx={{ mt: 2 }}>
                  {translate(send.error.message, { _: translate('ps.payment_links.failed') })}
                </Alert>
              ) : null}
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('ra.action.close')}</Button>
          {sent ? null : (
            <Button variant="contained" loading={send.isPending} onClick={() => send.mutate()}>
              {translate('ps.payment_links.make')}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
