import type { SubscriberContact } from '../../domain/subscriber-contact';
import type { Mailer } from './mailer';
import type { MessageSecrets } from './outbox';
import type { TextMessenger } from './text-messages';

/** The two ways the product writes to a person: mail, and text messages. */
export interface Messengers {
  mailer: Mailer;
  texts: TextMessenger;
}

/**
 * Writes to a subscriber the way they named themselves: mail to an email, a text message to a
 * mobile number. The text is the same in both (both languages, as the mail carries them).
 */
export function sendToContact(
  { mailer, texts }: Messengers,
  contact: SubscriberContact,
  message: { subject: string; text: string; secrets?: MessageSecrets },
): Promise<{ delivered: boolean }> {
  return contact.kind === 'email'
    ? mailer.send({ to: contact.key, ...message })
    : texts.send({ to: contact.key, ...message });
}
