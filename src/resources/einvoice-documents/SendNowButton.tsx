import SendIcon from '@mui/icons-material/Send';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useFormatters } from '../../i18n/useFormatters';
import type { AppDataProvider } from '../../providers/dataProvider';

/**
 * Issues the documents of the payments still waiting for one and sends every document due, now
 * rather than at the queue's next round; says how many of each, and shows the list as it now stands.
 */
export function SendNowButton() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const { number } = useFormatters();
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.sendDueEInvoices(),
    onSuccess: ({ issued, sent }) => {
      notify('ps.einvoice.documents.sent', {
        type: 'success',
        messageArgs: { issued: number(issued), sent: number(sent) },
      });
      refresh();
    },
    onError: (error) => notify(error.message, { type: 'error' }),
  });
  return (
    <Button size="small" startIcon={<SendIcon />} onClick={() => mutate()} disabled={isPending}>
      {translate('ps.einvoice.documents.send_now')}
    </Button>
  );
}
