import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider, testDataProvider } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles';
import type { SendPaymentLink } from '../../../domain/schemas/payment-link';
import type { Subscription } from '../../providers/dataProvider';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import { subscription } from './fixtures';
import { SendPaymentLinkButton } from './SendPaymentLinkButton';

beforeEach(() => signInAs(ROLE.admin));

const LINK = 'https://parking.example.sa/pay/pl_Q9mKd2PzR7vTnX4aQ9mKd2';

function renderButton(overrides: Partial<Subscription> = {}, locale: 'en' | 'ar' = 'en') {
  const sent: Array<[Subscription, SendPaymentLink]> = [];
  const record = subscription({ status: 'awaiting_payment', ...overrides });
  const dataProvider = {
    ...testDataProvider(),
    sendPaymentLink: async (_resource: string, seen: Subscription, body: SendPaymentLink) => {
      sent.push([seen, body]);
      const text = body.lang === 'ar' ? `ادفع من هذا الرابط:\n\n${LINK}` : `Pay at this link:\n\n${LINK}`;
      return {
        url: LINK,
        expires_at: '2026-12-07T12:00:00.000Z',
        amount: 575,
        text,
        chat_url: `https://wa.me/966501234567?text=${encodeURIComponent(text)}`,
        mailed_to: body.mail ? record.email : null,
      };
    },
  };
  renderWithAdmin(
    <RecordContextProvider value={record}>
      <SendPaymentLinkButton />
    </RecordContextProvider>,
    { dataProvider, locale },
  );
  return sent;
}

describe('sending a payment link', () => {
  it('makes the link of the version read, in the language chosen, mails it and offers it by WhatsApp', async () => {
    const user = userEvent.setup();
    const sent = renderButton();
    await user.click(screen.getByRole('button', { name: 'Payment link' }));
    const dialog = screen.getByRole('dialog', { name: 'Send a payment link' });
    await user.click(within(dialog).getByRole('button', { name: 'العربية' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Also email it to huda@example.sa' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Make the link' }));
    await within(dialog).findByText(/The link was emailed to huda@example.sa/);
    expect(sent).toEqual([
      [expect.objectContaining({ id: 7, status: 'awaiting_payment' }), { lang: 'ar', mail: true }],
    ]);
    const chat = within(dialog).getByRole('link', { name: 'Open in WhatsApp' });
    expect(decodeURIComponent(chat.getAttribute('href')!)).toContain(LINK);
    expect(within(dialog).getByText(/ادفع من هذا الرابط/)).toHaveAttribute('dir', 'rtl');
    expect(within(dialog).queryByRole('button', { name: 'Make the link' })).toBeNull();
  });

  it('sends no mail when staff uncheck it, and offers no mail to a subscriber without an email', async () => {
    const user = userEvent.setup();
    const sent = renderButton();
    await user.click(screen.getByRole('button', { name: 'Payment link' }));
    await user.click(screen.getByRole('checkbox', { name: 'Also email it to huda@example.sa' }));
    await user.click(screen.getByRole('button', { name: 'Make the link' }));
    await screen.findByText(/The link is ready/);
    expect(sent[0]![1]).toEqual({ lang: 'en', mail: false });
  });

  it('is offered only for a subscription awaiting its payment, in Arabic too', async () => {
    renderButton({ status: 'active' });
    expect(screen.queryByRole('button', { name: 'Payment link' })).toBeNull();
  });

  it('speaks Arabic on an Arabic screen', async () => {
    const user = userEvent.setup();
    renderButton({ email: null }, 'ar');
    await user.click(screen.getByRole('button', { name: 'رابط الدفع' }));
    const dialog = screen.getByRole('dialog', { name: 'إرسال رابط دفع' });
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'إنشاء الرابط' }));
    await within(dialog).findByText(/الرابط جاهز/);
  });
});
