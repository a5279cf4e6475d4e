/**
 * Whom a subscriber is on their own page: the email or the mobile number their subscriptions name,
 * as stored (an email folded to lower case, a mobile number in E.164). They sign in with either,
 * and what they are told (a sign-in code, an automatic renewal's notice) goes back the same way.
 */
export type SubscriberContact = { kind: 'email'; key: string } | { kind: 'phone'; key: string };

/** The contact a request names by one of its two fields (the schema lets through exactly one). */
export function subscriberContactOf({
  email,
  phone,
}: {
  email?: string | null;
  phone?: string | null;
}): SubscriberContact {
  if (email) return { kind: 'email', key: email };
  if (phone) return { kind: 'phone', key: phone };
  throw new Error('a subscriber is named by an email or a mobile number');
}

/** The contact as the two columns a table keeps it in, one of them null. */
export function contactColumns(contact: SubscriberContact): { email: string | null; phone: string | null } {
  return contact.kind === 'email' ? { email: contact.key, phone: null } : { email: null, phone: contact.key };
}
