import { useDataProvider, useRecordContext } from 'react-admin';
import { ChatMessageButton } from '../../components/ChatMessageButton';
import type { AppDataProvider, Subscription } from '../../providers/dataProvider';

/** The offer of SPEC section 1, as a chat message to the applicant's mobile or as text to copy. */
export function SendOfferButton() {
  const record = useRecordContext<Subscription>();
  const dataProvider = useDataProvider<AppDataProvider>();
  if (!record || record.status === 'rejected') return null;
  return (
    <ChatMessageButton
      source={{
        label: 'ps.subscriptions.offer.send',
        title: 'ps.subscriptions.offer.title',
        languageLabel: 'ps.subscriptions.offer.language',
        copied: 'ps.subscriptions.offer.copied',
        queryKey: ['subscriptions', 'offer', record.id],
        load: (lang) => dataProvider.getSubscriptionOffer(record.id, lang),
      }}
    />
  );
}
