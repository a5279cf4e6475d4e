import { describe, expect, it } from 'vitest';
import { contactColumns, subscriberContactOf } from './subscriber-contact';

describe('A subscriber contact', () => {
  it('is the email or the mobile number a request names, kept in the column of its kind', () => {
    const byEmail = subscriberContactOf({ email: 'sara@example.com' });
    const byPhone = subscriberContactOf({ phone: '+966551234567', email: null });
    expect(byEmail).toEqual({ kind: 'email', key: 'sara@example.com' });
    expect(byPhone).toEqual({ kind: 'phone', key: '+966551234567' });
    expect(contactColumns(byEmail)).toEqual({ email: 'sara@example.com', phone: null });
    expect(contactColumns(byPhone)).toEqual({ email: null, phone: '+966551234567' });
  });

  it('is refused when the request names neither', () => {
    expect(() => subscriberContactOf({})).toThrow();
  });
});
