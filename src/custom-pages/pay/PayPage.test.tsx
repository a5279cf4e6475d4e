import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { PayPage } from './PayPage';

afterEach(() => vi.restoreAllMocks());

const TOKEN = 'pl_Q9mKd2PzR7vTnX4aQ9mKd2';

const OPEN = {
  kind: 'subscription',
  state: 'open',
  reference: 'SUB-000321',
  amount: 575,
  plan: { name_en: 'Monthly Plan', name_ar: 'الباقة الشهرية' },
  area: { name: 'Olaya Business District', name_ar: 'حي العليا التجاري' },
  expires_at: '2026-12-07T12:00:00.000Z',
  paid_at: null,
  last_failure: null,
  start_date: null,
  end_date: null,
  qr_token: null,
  qr_mailed: false,
};

/** The server as the page sees it: the link as it stands, and its checkout. */
function fakeServer(link: object | null) {
  const checkouts: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status });
    if (url.endsWith('/api/settings')) return json({ time_zone: 'Asia/Riyadh', currency: 'SAR' });
    if (url.endsWith(`/api/public/payment-links/${TOKEN}`))
      return link ? json(link) : json({ code: 'not_found', message: 'Not found' }, 404);
    if (url.endsWith(`/api/public/payment-links/${TOKEN}/checkout`)) {
      checkouts.push(JSON.parse(String(init?.body ?? (await (input as Request).text()))));
      return json({ code: 'payment_link_expired', message: 'This payment link has expired; ask for a new one' }, 409);
    }
    return json({ code: 'not_found', message: 'Not found' }, 404);
  });
  return checkouts;
}

const renderPage = (locale: 'en' | 'ar' = 'en') =>
  renderWithAdmin(<PayPage />, { path: `/pay/${TOKEN}`, route: '/pay/:token', locale });

describe('the page a payment link opens', () => {
  it('shows what is paid for and how much, and says why the gateway page did not open', async () => {
    const user = userEvent.setup();
    const checkouts = fakeServer({ ...OPEN, last_failure: 'INSUFFICIENT FUNDS' });
    renderPage();
    expect(await screen.findByText('SUB-000321')).toBeInTheDocument();
    expect(screen.getByText('Monthly Plan')).toBeInTheDocument();
    expect(
      screen.getByText('Your last attempt was not paid: INSUFFICIENT FUNDS. You can try again.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Pay SAR\s575\.00/ }));
    expect(await screen.findByText('This payment link has expired; ask for a new one')).toBeInTheDocument();
    expect(checkouts).toEqual([{ lang: 'en' }]);
  });

  it('shows the period and the QR code once paid, in Arabic', async () => {
    fakeServer({
      ...OPEN,
      state: 'paid',
      paid_at: '2026-12-04T10:00:00.000Z',
      start_date: '2026-12-04',
      end_date: '2027-01-02',
      qr_token: 'q7Zr3K1mXc9vB2nA8sD4fG6hJ0kL5pQw',
      qr_mailed: true,
    });
    renderPage('ar');
    expect(await screen.findByText(/تم الدفع. اشتراكك نشط من/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'اشتراكك مدفوع' })).toBeInTheDocument();
    expect(screen.getByText('المبلغ المدفوع')).toBeInTheDocument();
    expect(screen.getByText(/أُرسل أيضًا إلى بريدك الإلكتروني/)).toBeInTheDocument();
    expect(screen.getByText('الباقة الشهرية')).toBeInTheDocument();
    expect(screen.getByTitle('رمز الاستجابة السريعة لاشتراكك في المواقف')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /ادفع/ })).toBeNull();
  });

  it('says an expired link cannot be paid', async () => {
    fakeServer({ ...OPEN, state: 'expired' });
    renderPage();
    expect(await screen.findByText('This payment link has expired. Please ask us for a new one.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });

  it('says a token that opens no link is none', async () => {
    fakeServer(null);
    renderPage();
    expect(
      await screen.findByText('This payment link does not exist. Please check the address you opened.'),
    ).toBeInTheDocument();
  });

  it("shows a company subscription's link to its manager in Arabic: the company, the subscriber and plan; paid, its dates", async () => {
    const company = {
      kind: 'company_subscription',
      state: 'paid',
      amount: 1200,
      company: { name: 'Al Noor Trading', name_ar: 'النور للتجارة' },
      subscriber_name: 'Faisal Alqahtani',
      plan: { name_en: 'Corporate yearly', name_ar: 'الباقة السنوية للشركات' },
      area: { name: 'Olaya Business District', name_ar: 'حي العليا التجاري' },
      expires_at: '2026-12-07T12:00:00.000Z',
      paid_at: '2026-12-04T12:00:00.000Z',
      last_failure: null,
      start_date: '2026-12-04',
      end_date: '2027-12-03',
    };
    fakeServer(company);
    renderPage('ar');
    expect(await screen.findByText('اشتراك الشركة مدفوع')).toBeInTheDocument();
    expect(screen.getByText('النور للتجارة')).toBeInTheDocument();
    expect(screen.getByText('Faisal Alqahtani')).toBeInTheDocument();
    expect(screen.getByText('الباقة السنوية للشركات')).toBeInTheDocument();
    expect(screen.getByText(/تدخل مركباته بلوحاتها/)).toBeInTheDocument();
  });

  it("shows a quota order's link to the company's manager: the company, the room it adds and until when; paid, that it is added", async () => {
    const order = {
      kind: 'quota_order',
      state: 'open',
      amount: 3450,
      company: { name: 'Al Noor Trading', name_ar: 'النور للتجارة' },
      units: 12,
      valid_to: '2027-06-30',
      area: { name: 'Olaya Business District', name_ar: 'حي العليا التجاري' },
      expires_at: '2026-12-07T12:00:00.000Z',
      paid_at: null,
      last_failure: null,
    };
    fakeServer(order);
    const { unmount } = renderPage();
    expect(await screen.findByText('Pay for more company quota')).toBeInTheDocument();
    expect(screen.getByText('Al Noor Trading')).toBeInTheDocument();
    expect(screen.getByText('Room for 12 more subscribers')).toBeInTheDocument();
    expect(screen.getByText('30 Jun 2027')).toBeInTheDocument();
    unmount();
    vi.restoreAllMocks();
    fakeServer({ ...order, state: 'paid', paid_at: '2026-12-04T12:00:00.000Z' });
    renderPage('ar');
    expect(await screen.findByText('الحصة الإضافية للشركة مدفوعة')).toBeInTheDocument();
    expect(screen.getByText(/أُضيفت الحصة/)).toBeInTheDocument();
    expect(screen.getByText('مكان لـ 12 مشتركًا إضافيًا')).toBeInTheDocument();
  });
});
