import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { QRCodeSVG } from 'qrcode.react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError, ResourceContextProvider, testDataProvider } from 'react-admin';
import { ROLE } from '../../../domain/roles';
import type { Subscription } from '../../providers/dataProvider';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import { AREAS, PAYMENT_METHODS, subscription } from './fixtures';
import SubscriptionShow from './SubscriptionShow';

beforeEach(() => signInAs(ROLE.admin));

const TOKEN = 'q7Zr3K1mXc9vB2nA8sD4fG6hJ0kL5pQw';

interface Calls {
  approvals: object[];
  rejections: object[];
}

function renderShow({
  record = subscription(),
  locale = 'en',
  approve,
  offer = { text: 'Dear Huda, your offer', chat_url: 'https://wa.me/966501234567?text=Dear%20Huda' },
}: {
  record?: Subscription;
  locale?: 'en' | 'ar';
  approve?: () => Promise<object>;
  offer?: { text: string; chat_url: string | null };
} = {}) {
  const calls: Calls = { approvals: [], rejections: [] };
  let stored = record;
  const dataProvider = testDataProvider({
    getOne: (async () => ({ data: stored })) as never,
    getList: (async (resource: string) => {
      const data = resource === 'payment-methods' ? PAYMENT_METHODS : AREAS;
      return { data, total: data.length };
    }) as never,
    getMany: (async (resource: string) => ({
      data: resource === 'payment-methods' ? PAYMENT_METHODS : AREAS,
    })) as never,
    approveSubscription: async (_id: unknown, decision: object) => {
      calls.approvals.push(decision);
      if (approve) return approve();
      stored = {
        ...stored,
        status: 'active',
        start_date: '2026-11-22',
        end_date: '2026-12-21',
        payment_method_id: 1,
        payment_method: PAYMENT_METHODS[0] as never,
      };
      return { ...stored, qr_token: TOKEN };
    },
    rejectSubscription: async (_id: unknown, decision: { reason: string }) => {
      calls.rejections.push(decision);
      stored = { ...stored, status: 'rejected', rejection_reason: decision.reason };
      return stored;
    },
    getSubscriptionOffer: async () => offer,
    getSubscriptionReminder: async (_id: unknown, lang: string) =>
      lang === 'ar'
        ? { text: 'ينتهي اشتراكك', chat_url: 'https://wa.me/966501234567?text=ar' }
        : { text: 'Your subscription ends', chat_url: 'https://wa.me/966501234567?text=en' },
  } as never);
  renderWithAdmin(
    <ResourceContextProvider value="subscriptions">
      <SubscriptionShow />
    </ResourceContextProvider>,
    { path: '/subscriptions/7/show', route: '/subscriptions/:id/show', locale, dataProvider },
  );
  return calls;
}

describe('approving a subscription', () => {
  afterEach(() => vi.useRealTimers());

  it('says what approving today gives: the period from today in Riyadh, and the price', async () => {
    // 22:30 UTC on 28 February is already 1 March in Riyadh: the 30 days run from there.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-02-28T22:30:00Z') });
    renderShow();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the subscription' });
    expect(dialog).toHaveTextContent('It runs from 1 Mar 2026 to 30 Mar 2026, for SAR 360.00.');
  });

  it('requires a payment method, then shows the QR code of the answered token with its print button', async () => {
    const calls = renderShow();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the subscription' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(calls.approvals).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('combobox', { name: /Payment method/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cash' }));
    await userEvent.type(within(dialog).getByLabelText('Admin notes'), 'Paid at the desk');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    const qrDialog = await screen.findByRole('dialog', { name: 'Subscription approved: its QR code' });
    expect(calls.approvals).toEqual([{ payment_method_id: 1, admin_notes: 'Paid at the desk' }]);
    const card = await within(qrDialog).findByRole('region', { name: 'Subscription QR code' });
    // The same modules as a QR code of the token alone: the code encodes the token.
    const { container: expected } = render(<QRCodeSVG value={TOKEN} level="M" marginSize={2} />);
    const modules = (root: Element) => root.querySelectorAll('path')[1]?.getAttribute('d');
    expect(modules(card)).toBeTruthy();
    expect(modules(card)).toBe(modules(expected));
    expect(card).toHaveTextContent('Huda Al-Shehri');
    expect(card).toHaveTextContent('Monthly Plan');
    // The plate in both scripts, as the plate shows it.
    expect(card).toHaveTextContent('ح ب ا ١٢٣٤');
    expect(card).toHaveTextContent('1234 ABJ');
    expect(card).toHaveTextContent('Valid from 22 Nov 2026 to 21 Dec 2026');
    expect(within(card).getByRole('button', { name: 'Print' })).toBeInTheDocument();
    // Approved, the subscription is no longer pending: no second approval is offered.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument());
  });

  it('says in Arabic that someone else decided first (409)', async () => {
    renderShow({
      locale: 'ar',
      approve: async () => {
        throw new HttpError('ps.errors.subscription_not_pending', 409, { code: 'subscription_not_pending' });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'قبول' }));
    const dialog = await screen.findByRole('dialog', { name: 'قبول الاشتراك' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /طريقة الدفع/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'بطاقة' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'قبول' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'لا يمكن قبول الاشتراك أو رفضه أو حذفه إلا وهو قيد المراجعة',
    );
  });
});

describe('rejecting a subscription', () => {
  it('requires a reason, then shows it on the record', async () => {
    const calls = renderShow();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the subscription' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(calls.rejections).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText(/Rejection reason/), 'The plate cannot be read');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.rejections).toEqual([{ reason: 'The plate cannot be read' }]);
    expect(await screen.findByText('The plate cannot be read')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });
});

describe('the details of a subscription', () => {
  it('shows the plan in the screen language with its prices, and offers only what its status allows', async () => {
    renderShow({
      record: subscription({ status: 'active', start_date: '2026-11-01', end_date: '2026-11-30', has_qr_code: true }),
      locale: 'ar',
    });
    expect(await screen.findByText('الباقة الشهرية')).toBeInTheDocument();
    expect(screen.getByText('30 يومًا')).toBeInTheDocument();
    expect(screen.getByText(/10٪/)).toBeInTheDocument();
    // Each day of the subscription with its Umm al-Qura date under it.
    expect(screen.getByText('1 نوفمبر 2026')).toHaveTextContent('1 نوفمبر 202621 جمادى الأولى 1448 هـ');
    expect(screen.getByText('30 نوفمبر 2026')).toHaveTextContent('30 نوفمبر 202620 جمادى الآخرة 1448 هـ');
    expect(screen.getByRole('button', { name: 'إعادة إصدار رمز الاستجابة السريعة' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'قبول' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'رفض' })).not.toBeInTheDocument();
  });

  it('opens the offer as a chat message, or says there is no phone number', async () => {
    renderShow({ offer: { text: 'Dear Huda, your offer', chat_url: null } });
    await userEvent.click(await screen.findByRole('button', { name: 'Send offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscription offer' });
    expect(await within(dialog).findByText('Phone number not provided')).toBeInTheDocument();
    expect(within(dialog).getByText('Dear Huda, your offer')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Open in WhatsApp' })).not.toBeInTheDocument();
  });

  it('sends the reminder of a subscription in force by WhatsApp, in the language the staff choose', async () => {
    renderShow({ record: subscription({ status: 'active', start_date: '2026-11-01', end_date: '2026-11-30' }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Send reminder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reminder before the subscription ends' });
    expect(await within(dialog).findByRole('link', { name: 'Open in WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/966501234567?text=en',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'العربية' }));
    expect(await within(dialog).findByText('ينتهي اشتراكك')).toBeInTheDocument();
  });

  it('offers no reminder for a request not yet approved', async () => {
    renderShow();
    await screen.findByRole('button', { name: 'Send offer' });
    expect(screen.queryByRole('button', { name: 'Send reminder' })).not.toBeInTheDocument();
  });

  it('links the offer to the chat in a new tab when there is a phone', async () => {
    renderShow();
    await userEvent.click(await screen.findByRole('button', { name: 'Send offer' }));
    const link = await screen.findByRole('link', { name: 'Open in WhatsApp' });
    expect(link).toHaveAttribute('href', 'https://wa.me/966501234567?text=Dear%20Huda');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('says who decided and when, a rejection as an approval, in both languages', async () => {
    const rejected = subscription({
      status: 'rejected',
      rejection_reason: 'No spaces left',
      rejected_at: '2026-11-22T06:30:00Z',
      rejected_by: 3,
      rejected_by_name: 'Noura Al-Harbi',
    });
    renderShow({ record: rejected });
    await screen.findByText('Decided by');
    expect(screen.getByText('Rejected by Noura Al-Harbi, 22 Nov 2026, 9:30 am')).toBeInTheDocument();
    cleanup();
    renderShow({ record: rejected, locale: 'ar' });
    await screen.findByText('صاحب القرار');
    expect(screen.getByText(/^رفضه \W*Noura Al-Harbi\W*، 22 نوفمبر 2026، 9:30 ص$/)).toBeInTheDocument();
  });
});
