import SendIcon from '@mui/icons-material/Send';
import { useMutation } from '@tanstack/react-query';
import { Button, useDataProvider, useNotify, useRefresh } from 'react-admin';
import { useFormatters } from '../../i18n/useFormatters';
import type { AppDataProvider } from '../../providers/dataProvider';

/**
 * Issues the documents of the payments still waiting for one and sends every document due, now
 * rather than at the queue's next round; says how many of each, and shows the list as it now stands.
 * react-admin's button, as the toolbar's others: an icon with its name as a tooltip on a phone.
 */
export function SendNowButton() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
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
    <Button label="ps.einvoice.documents.send_now" onClick={() => mutate()} disabled={isPending}>
      {/* The plane flies along the reading: to the left in Arabic (icons are not mirrored by RTL). */}
      <SendIcon sx={(theme) => (theme.direction === 'rtl' ? { transform: 'scaleX(-1)' } : {})} />
    </Button>
  );
}
