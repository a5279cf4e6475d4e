import { useDataProvider, useRecordContext } from 'react-admin';
import { ChatMessageButton } from '../../components/ChatMessageButton';
import type { AppDataProvider, Subscription } from '../../providers/dataProvider';

/** The reminder before a subscription in force ends, with its renewal link, as a chat message to the subscriber. */
export function SendReminderButton() {
  const record = useRecordContext<Subscription>();
  const dataProvider = useDataProvider<AppDataProvider>();
  if (record?.status !== 'active') return null;
  return (
    <ChatMessageButton
      source={{
        label: 'ps.reminders.send',
        title: 'ps.reminders.subscription_title',
        languageLabel: 'ps.reminders.language',
        copied: 'ps.reminders.copied',
        queryKey: ['subscriptions', 'reminder', record.id],
        load: (lang) => dataProvider.getSubscriptionReminder(record.id, lang),
      }}
    />
  );
}
