import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { SubscriberPage } from './SubscriberPage';

afterEach(() => vi.restoreAllMocks());
beforeEach(() => window.sessionStorage.clear());

const VIEW = {
  email: 'nora.alotaibi@example.sa' as string | null,
  phone: null as string | null,
  subscriptions: [
    {
      id: 12,
      reference: 'QSG9-AX9K',
      status: 'active',
      plan: { name_en: 'Monthly Plan', name_ar: 'الباقة الشهرية' },
      area: { name: 'King Fahd Road Tower', name_ar: 'برج طريق الملك فهد' },
      start_date: '2026-12-05',
      end_date: '2027-01-04',
      vehicles: [{ plate_letters: 'HTD', plate_number: '5180' }],
      renewal: { amount: 400, start: '2027-01-05', end: '2027-02-04' },
      may_renew_automatically: true,
      automatic_renewal: null as null | object,
      payments: [
        {
          id: 33,
          receipt_number: 'R-000033',
          amount: 400,
          paid_at: '2026-12-05T09:00:00.000Z',
          method: { code: 'cash', name_en: 'Cash', name_ar: 'نقدًا' },
          einvoice_number: 'PS-1-00000001',
        },
      ],
    },
  ],
  card_saving: { tokens_url: 'https://gateway.test/v1/tokens', publishable_key: 'pk_test_page' },
};

const RENEWING = {
  card: { brand: 'visa', last_four: '1111', month: 9, year: 2030 },
  next_charge_on: '2027-01-03',
  amount: 400,
};

/** The server as the page sees it: codes, sessions and the subscriber's subscriptions, a session ending when told. */
function fakeServer({ sessionEnded = false } = {}) {
  const sent: Array<{
    url: string;
    method: string;
    body: unknown;
    session: string | null;
    authorization: string | null;
  }> = [];
  let renewing = false;
  let byPhone = false;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = request.url;
    const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status });
    const body = request.method === 'GET' ? undefined : JSON.parse((await request.text()) || '{}');
    sent.push({
      url: new URL(url).pathname,
      method: request.method,
      body,
      session: request.headers.get('x-subscriber-session'),
      authorization: request.headers.get('authorization'),
    });
    if (url === VIEW.card_saving.tokens_url)
      return json({ id: 'token_page1', status: 'initiated', verification_url: 'https://gateway.test/verify/1' }, 201);
    if (url.endsWith('/api/public/subscriber/subscriptions/12/automatic-renewal')) {
      renewing = request.method === 'PUT';
      return new Response(null, { status: 204 });
    }
    if (url.endsWith('/api/settings')) return json({ time_zone: 'Asia/Riyadh', currency: 'SAR' });
    if (url.endsWith('/api/public/subscriber/codes')) return json({ accepted: true, resend_after_seconds: 60 }, 202);
    if (url.endsWith('/api/public/subscriber/sessions')) byPhone = 'phone' in body;
    if (url.endsWith('/api/public/subscriber/sessions'))
      return body.otp === '123456'
        ? json({ token: 'sp_session-token-of-nora-123456', expires_at: '2026-12-05T21:00:00.000Z' })
        : json({ code: 'otp_invalid', message: 'The code is wrong or has ended' }, 400);
    if (url.endsWith('/api/public/subscriber/subscriptions'))
      return sessionEnded
        ? json({ code: 'subscriber_signed_out', message: 'Your session on this page has ended' }, 401)
        : json({
            ...VIEW,
            ...(byPhone ? { email: null, phone: '+966551234567' } : {}),
            subscriptions: VIEW.subscriptions.map((one) => ({ ...one, automatic_renewal: renewing ? RENEWING : null })),
          });
    return json({ code: 'not_found', message: 'Not found' }, 404);
  });
  return sent;
}

const renderPage = (locale: 'en' | 'ar' = 'en') =>
  renderWithAdmin(<SubscriberPage />, { path: '/my-subscription', route: '/my-subscription', locale });

describe("the subscriber's own page", () => {
  it('signs in with the code mailed to the email, in Arabic, and shows the subscription, its renewal and payments', async () => {
    const user = userEvent.setup();
    const sent = fakeServer();
    renderPage('ar');
    await user.type(await screen.findByRole('textbox', { name: /البريد الإلكتروني/ }), VIEW.email!);
    await user.click(screen.getByRole('button', { name: 'أرسل لي رمزًا' }));
    const code = await screen.findByRole('textbox', { name: /الرمز الوارد في البريد/ });
    await user.type(code, '123455');
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByText('الرمز غير صحيح أو انتهت صلاحيته')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByText('QSG9-AX9K')).toBeInTheDocument();
    expect(screen.getByText('الباقة الشهرية')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^جدّد وادفع/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'رمز الاستجابة السريعة الخاص بي للبوابات' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^افتح الإيصال/ })).toBeInTheDocument();
    expect(sent.find((call) => call.url === '/api/public/subscriber/subscriptions')?.session).toBe(
      'sp_session-token-of-nora-123456',
    );
  });

  it('signs in with a code texted to the mobile number, and shows whom it signed in as', async () => {
    const user = userEvent.setup();
    const sent = fakeServer();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Mobile number' }));
    await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '055 123 4567');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    await user.type(await screen.findByRole('textbox', { name: /Code from the text message/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('QSG9-AX9K')).toBeInTheDocument();
    expect(screen.getByText('0551234567')).toBeInTheDocument();
    const bodies = sent.filter((call) => call.url.startsWith('/api/public/subscriber/')).map((call) => call.body);
    expect(bodies.slice(0, 2)).toEqual([{ phone: '055 123 4567' }, { phone: '055 123 4567', otp: '123456' }]);
  });

  it('sends a subscriber whose session ended back to sign in, saying why', async () => {
    window.sessionStorage.setItem('subscriber-session', 'sp_session-that-has-ended-000000');
    fakeServer({ sessionEnded: true });
    renderPage();
    expect(await screen.findByText(/Your session on this page has ended/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send me a code' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem('subscriber-session')).toBeNull();
  });

  it("sends the card to the gateway with its publishable key, never to the product, and goes to the card's verification", async () => {
    const user = userEvent.setup();
    window.sessionStorage.setItem('subscriber-session', 'sp_session-token-of-nora-123456');
    const sent = fakeServer();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Turn on automatic renewal' }));
    await user.type(screen.getByRole('textbox', { name: /Name on card/ }), 'Nora Alotaibi');
    await user.type(screen.getByRole('textbox', { name: /Card number/ }), '4111111111111111');
    await user.type(screen.getByRole('textbox', { name: /Expiry month/ }), '09');
    await user.type(screen.getByRole('textbox', { name: /Expiry year/ }), '2030');
    await user.type(screen.getByRole('textbox', { name: /Security code/ }), '123');
    await user.click(screen.getByRole('button', { name: 'Save the card' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://gateway.test/verify/1'));
    const toGateway = sent.find((call) => call.url === '/v1/tokens')!;
    expect(toGateway.authorization).toBe(`Basic ${window.btoa('pk_test_page:')}`);
    expect(toGateway.body).toMatchObject({ number: '4111111111111111', month: '09', year: '2030', cvc: '123' });
    expect((toGateway.body as { callback_url: string }).callback_url).toMatch(
      /\/my-subscription\?automatic_renewal=12$/,
    );
    expect(
      sent.filter((call) => call.url.startsWith('/api/') && JSON.stringify(call.body ?? '').includes('4111')),
    ).toEqual([]);
  });

  it('back from the verification, in Arabic, turns it on with the token, shows the card and next charge, and stops it', async () => {
    const user = userEvent.setup();
    window.sessionStorage.setItem('subscriber-session', 'sp_session-token-of-nora-123456');
    window.history.replaceState(null, '', '/my-subscription?automatic_renewal=12&id=token_page1&status=active');
    const sent = fakeServer();
    renderPage('ar');
    expect(await screen.findByText('التجديد التلقائي مفعّل.')).toBeInTheDocument();
    expect(sent.find((call) => call.method === 'PUT')?.body).toEqual({ card_token: 'token_page1' });
    expect(window.location.search).toBe('');
    expect(await screen.findByText(/^مفعّل بالبطاقة \u2068Visa •••• 1111\u2069$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'إيقاف التجديد التلقائي' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'إيقاف التجديد التلقائي' }));
    expect(await screen.findByText('أُوقف التجديد التلقائي.')).toBeInTheDocument();
    expect(sent.find((call) => call.method === 'DELETE')?.url).toBe(
      '/api/public/subscriber/subscriptions/12/automatic-renewal',
    );
    expect(await screen.findByRole('button', { name: 'تفعيل التجديد التلقائي' })).toBeInTheDocument();
  });
});
