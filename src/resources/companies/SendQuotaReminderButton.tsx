import { useDataProvider, useRecordContext } from 'react-admin';
import type { CompanyRecord } from '../../../domain/schemas/company';
import { ChatMessageButton } from '../../components/ChatMessageButton';
import type { AppDataProvider } from '../../providers/dataProvider';

/** The reminder before the company's quota ends, as a chat message to its manager. */
export function SendQuotaReminderButton() {
  const record = useRecordContext<CompanyRecord>();
  const dataProvider = useDataProvider<AppDataProvider>();
  if (!record) return null;
  return (
    <ChatMessageButton
      source={{
        label: 'ps.reminders.send',
        title: 'ps.reminders.quota_title',
        languageLabel: 'ps.reminders.language',
        copied: 'ps.reminders.copied',
        queryKey: ['companies', 'reminder', record.id],
        load: (lang) => dataProvider.getCompanyReminder(record.id, lang),
      }}
    />
  );
}
