import { FailureAlert } from '../../components/FailureAlert';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId } from 'react';
import { useTranslate } from 'ra-core';
import { AUTOMATIC_RENEWAL_RETURN_PARAM, SUBSCRIBER_PAGE_PATH } from '../../../domain/schemas/subscriber-portal';

/** What the gateway's tokens API answers a saved card: the token, and where its bank's verification is. */
interface SavedCardAnswer {
  id: string;
  status: string;
  verification_url: string | null;
}

/** This page, as the gateway sends the browser back to it once the card of `subscriptionId` is verified. */
function backTo(subscriptionId: number, tokenId?: string) {
  const url = new URL(SUBSCRIBER_PAGE_PATH, window.location.origin);
  url.searchParams.set(AUTOMATIC_RENEWAL_RETURN_PARAM, String(subscriptionId));
  if (tokenId) url.searchParams.set('id', tokenId);
  return url.toString();
}

/**
 * The card a subscriber saves for automatic renewal: posted from this browser straight to the
 * gateway's tokens API with its publishable key (as the gateway's own form does), so the card
 * never reaches the product. The gateway answers a token and the page where the card's bank
 * verifies it; from there the browser comes back to this page, which turns the renewal on with the token.
 */
export function SaveCardDialog({
  subscriptionId,
  cardSaving,
  onClose,
}: {
  subscriptionId: number;
  cardSaving: { tokens_url: string; publishable_key: string };
  onClose: () => void;
}) {
  const translate = useTranslate();
  const titleId = useId();
  const save = useMutation({
    mutationFn: async (card: Record<string, string>): Promise<SavedCardAnswer> => {
      const answer = await fetch(cardSaving.tokens_url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Basic ${window.btoa(`${cardSaving.publishable_key}:`)}`,
        },
        body: JSON.stringify({ ...card, callback_url: backTo(subscriptionId) }),
      });
      if (answer.status !== 201) throw new Error('ps.subscriber.automatic_renewal.card_refused');
      return (await answer.json()) as SavedCardAnswer;
    },
    onSuccess: (token) => window.location.assign(token.verification_url ?? backTo(subscriptionId, token.id)),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    save.mutate(Object.fromEntries([...form.entries()].map(([key, value]) => [key, String(value).trim()])));
  };
  const field = (name: string, props: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      name={name}
      label={translate(`ps.subscriber.automatic_renewal.${name}`)}
      required
      fullWidth
      {...props}
      slotProps={{ htmlInput: { dir: 'ltr', ...props.slotProps?.htmlInput } }}
    />
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit}>
        <DialogTitle id={titleId}>{translate('ps.subscriber.automatic_renewal.card_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('ps.subscriber.automatic_renewal.card_note')}</DialogContentText>
          <Stack spacing={2}>
            {field('name', { autoComplete: 'cc-name', slotProps: { htmlInput: { dir: 'auto' } } })}
            {field('number', { autoComplete: 'cc-number', slotProps: { htmlInput: { inputMode: 'numeric' } } })}
            <Stack direction="row" spacing={1}>
              {field('month', {
                autoComplete: 'cc-exp-month',
                placeholder: 'MM',
                slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 2 } },
              })}
              {field('year', {
                autoComplete: 'cc-exp-year',
                placeholder: 'YYYY',
                slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 4 } },
              })}
            </Stack>
            {field('cvc', { autoComplete: 'cc-csc', slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 4 } } })}
          </Stack>
          <FailureAlert error={save.error} fallback="ps.subscriber.automatic_renewal.card_refused" sx={{ mt: 2 }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" loading={save.isPending || save.isSuccess}>
            {translate('ps.subscriber.automatic_renewal.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
