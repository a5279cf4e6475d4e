import LinkIcon from '@mui/icons-material/Link';
import { FailureAlert } from '../../components/FailureAlert';
import { Checkbox, FormControlLabel, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { AppDataProvider, LinkedResource } from '../../providers/dataProvider';
import { MessageLanguageToggle, useMessageLanguage } from './MessageLanguage';
import { PaymentLinkDialog } from './PaymentLinkDialog';

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
  const [lang, setLang] = useMessageLanguage();
  const [mail, setMail] = useState(true);
  const send = useMutation({
    mutationFn: () => dataProvider.sendPaymentLink(resource, record!, { lang, mail: mail && canMail }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [resource] }),
  });
  if (record?.status !== 'awaiting_payment') return null;
  return (
    <PaymentLinkDialog
      button={{ label: 'ps.payment_links.send', icon: <LinkIcon /> }}
      title="ps.payment_links.title"
      make="ps.payment_links.make"
      lang={lang}
      making={send}
    >
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
      <FailureAlert error={send.error} fallback="ps.payment_links.failed" sx={{ mt: 2 }} />
    </PaymentLinkDialog>
  );
}
