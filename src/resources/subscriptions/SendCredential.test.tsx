import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification, testDataProvider } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles';
import type { SendCredential as SendCredentialBody } from '../../../domain/schemas/subscription';
import type { SubscriptionWithQr } from '../../providers/dataProvider';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import { AREAS, subscription } from './fixtures';
import { SendCredential } from './SendCredential';

beforeEach(() => signInAs(ROLE.admin));

const TOKEN = 'q7Zr3K1mXc9vB2nA8sD4fG6hJ0kL5pQw';

function renderSend(
  overrides: Partial<SubscriptionWithQr> = {},
  { locale = 'en' as 'en' | 'ar', delivered = true } = {},
) {
  const sent: Array<[unknown, SendCredentialBody]> = [];
  const issued = {
    ...subscription({ status: 'active', start_date: '2026-11-22', end_date: '2026-12-21' }),
    qr_token: TOKEN,
    ...overrides,
  };
  const dataProvider = {
    ...testDataProvider({ getOne: (async () => ({ data: AREAS[0] })) as never }),
    sendSubscriptionCredential: async (id: unknown, body: SendCredentialBody) => {
      sent.push([id, body]);
      return { to: issued.email!, delivered };
    },
  };
  renderWithAdmin(
    <>
      <SendCredential issued={issued} />
      <Notification />
    </>,
    { locale, dataProvider },
  );
  return sent;
}

describe('sending a new QR code to its subscriber', () => {
  it('mails the token just issued in the language chosen, and says where it went', async () => {
    const user = userEvent.setup();
    const sent = renderSend();
    const section = screen.getByRole('region', { name: 'Send it to the subscriber' });
    await user.click(within(section).getByRole('button', { name: 'العربية' }));
    await user.click(within(section).getByRole('button', { name: 'Send by email' }));
    await screen.findByText('QR code sent to huda@example.sa');
    expect(sent).toEqual([[7, { channel: 'email', lang: 'ar', qr_token: TOKEN }]]);
  });

  it('says so when the server has no mail set up', async () => {
    const user = userEvent.setup();
    renderSend({}, { delivered: false });
    await user.click(screen.getByRole('button', { name: 'Send by email' }));
    await screen.findByText(/Mail is not set up on this server: the QR code was not sent/);
  });

  it("opens WhatsApp on the subscriber's mobile with the details and the link to the page of the code", async () => {
    renderSend();
    const link = await screen.findByRole('link', { name: 'Open in WhatsApp' });
    const chat = new URL(link.getAttribute('href')!);
    expect(chat.origin + chat.pathname).toBe('https://wa.me/966501234567');
    const text = chat.searchParams.get('text')!;
    expect(text).toContain('Plan: Monthly Plan\nArea: Olaya Business District');
    expect(text).toContain(`${window.location.origin}/my-qr#${TOKEN}`);
  });

  it('offers only what the subscriber can receive', async () => {
    renderSend({ email: null });
    await screen.findByRole('link', { name: 'Open in WhatsApp' });
    expect(screen.queryByRole('button', { name: 'Send by email' })).toBeNull();
    screen.getByText('No email address given');
  });

  it('tells to print when there is neither email nor mobile, in Arabic', async () => {
    renderSend({ email: null, phone: null }, { locale: 'ar' });
    await screen.findByText('لم يُقدَّم بريد إلكتروني ولا رقم جوال: اطبع الرمز');
    await waitFor(() => expect(screen.queryByRole('link')).toBeNull());
    expect(screen.queryByRole('button', { name: 'إرسال بالبريد الإلكتروني' })).toBeNull();
  });
});
