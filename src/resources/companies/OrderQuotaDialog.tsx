import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { FailureAlert } from '../../components/FailureAlert';
import { Checkbox, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HttpError } from 'ra-core';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ONLINE_PAYMENT_ENDPOINTS as ONLINE } from '../../../domain/endpoints/online-payments';
import { callEndpoint } from '../../providers/endpoints';
import { MessageLanguageToggle, useMessageLanguage } from '../subscriptions/MessageLanguage';
import { PaymentLinkDialog } from '../subscriptions/PaymentLinkDialog';

const fieldErrors = (error: Error | null) =>
  error instanceof HttpError ? (error.body?.errors as Record<string, string> | undefined) : undefined;

/**
 * A super admin orders more quota for a company: how many more subscribers, until when, and the
 * price; the server makes the order and its payment link, mails it to the company's manager when
 * asked, and answers the message to send by chat as well.
 */
export function OrderQuotaDialog({ companyId }: { companyId: number }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [lang, setLang] = useMessageLanguage();
  const [mail, setMail] = useState(true);
  const [units, setUnits] = useState('');
  const [validTo, setValidTo] = useState('');
  const [amount, setAmount] = useState('');
  const order = useMutation({
    mutationFn: () =>
      callEndpoint(ONLINE.orderQuota, {
        params: { id: companyId },
        body: { units: Number(units), valid_to: validTo, amount: Number(amount), lang, mail },
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['quota-orders', companyId] }),
  });
  const errors = fieldErrors(order.error);
  const error = (field: string) => (errors?.[field] ? { error: true, helperText: translate(errors[field]) } : {});
  return (
    <PaymentLinkDialog
      button={{ label: 'ps.quota_orders.order', icon: <AddShoppingCartIcon /> }}
      title="ps.quota_orders.order_title"
      make="ps.quota_orders.make"
      lang={lang}
      making={order}
      ready={Boolean(units && validTo && amount)}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2">{translate('ps.quota_orders.explain')}</Typography>
        <TextField
          label={translate('ps.quota_orders.units')}
          type="number"
          value={units}
          onChange={(event) => setUnits(event.target.value)}
          slotProps={{ htmlInput: { min: 1, inputMode: 'numeric' } }}
          required
          {...error('units')}
        />
        <TextField
          label={translate('ps.quota_orders.valid_to')}
          type="date"
          value={validTo}
          onChange={(event) => setValidTo(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          required
          {...error('valid_to')}
        />
        <TextField
          label={translate('ps.quota_orders.amount')}
          type="number"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          slotProps={{ htmlInput: { min: 0, step: '0.01', inputMode: 'decimal' } }}
          required
          {...error('amount')}
        />
        <MessageLanguageToggle value={lang} onChange={setLang} label="ps.payment_links.language" />
        <FormControlLabel
          control={<Checkbox checked={mail} onChange={(event) => setMail(event.target.checked)} />}
          label={translate('ps.payment_links.mail_to_manager')}
        />
        <FailureAlert error={errors ? null : order.error} fallback="ps.quota_orders.failed" />
      </Stack>
    </PaymentLinkDialog>
  );
}
