import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLE } from '../../../domain/roles';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import { QuotaOrdersPanel } from './QuotaOrdersPanel';

afterEach(() => vi.restoreAllMocks());

const AWAITING = {
  id: 4,
  company_id: 9,
  units: 12,
  valid_to: '2027-06-30',
  amount: 3450,
  status: 'awaiting_payment',
  created_at: '2026-12-05T08:00:00.000Z',
  created_by_name: 'Super Admin',
  closed_at: null,
  payment_transaction_id: null,
  version: 'v-order-4',
};

/** The server as the panel sees it: the company's orders, a new one, its link, its cancel. */
function fakeServer() {
  const sent: Array<{ path: string; method: string; body: unknown; ifMatch: string | null }> = [];
  let orders: object[] = [AWAITING];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const path = new URL(request.url).pathname;
    const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status });
    const body = request.method === 'GET' ? undefined : JSON.parse((await request.text()) || '{}');
    sent.push({ path, method: request.method, body, ifMatch: request.headers.get('if-match') });
    if (path.endsWith('/api/settings')) return json({ time_zone: 'Asia/Riyadh', currency: 'SAR' });
    if (path === '/api/companies/9/quota-orders' && request.method === 'GET') return json(orders);
    if (path === '/api/companies/9/quota-orders') {
      if (body.units > 10_000)
        return json(
          { code: 'validation_failed', message: 'Validation error', errors: { units: 'ps.validation.too_large' } },
          400,
        );
      orders = [{ ...AWAITING, id: 5, units: body.units, version: 'v-order-5' }, ...orders];
      return json({
        url: 'https://parking.example/pay/pl_new',
        expires_at: '2026-12-08T08:00:00.000Z',
        amount: body.amount,
        text: 'More quota is ready for Al Noor Trading',
        chat_url: null,
        mailed_to: 'manager@alnoor.sa',
      });
    }
    if (path === '/api/quota-orders/4/payment-link')
      return json({
        url: 'https://parking.example/pay/pl_manager',
        expires_at: '2026-12-08T08:00:00.000Z',
        amount: 3450,
        text: '',
        chat_url: null,
        mailed_to: null,
      });
    if (path === '/api/quota-orders/4/cancel') {
      orders = [{ ...AWAITING, status: 'cancelled', closed_at: '2026-12-05T09:00:00.000Z' }];
      return json(orders[0]);
    }
    return json({ code: 'not_found', message: 'Not found' }, 404);
  });
  return sent;
}

describe("a company's quota orders", () => {
  it('lets a super admin order more quota, showing what the server refused, and cancel an order awaiting payment', async () => {
    const user = userEvent.setup();
    signInAs(ROLE.superAdmin);
    const sent = fakeServer();
    renderWithAdmin(<QuotaOrdersPanel companyId={9} manages />);
    expect(await screen.findByText('Room for 12 more subscribers · until 30 Jun 2027')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Order more quota' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('spinbutton', { name: /More subscribers/ }), '20000');
    await user.type(within(dialog).getByLabelText(/Valid until/), '2027-12-31');
    await user.type(within(dialog).getByRole('spinbutton', { name: /Price/ }), '2500');
    await user.click(within(dialog).getByRole('button', { name: 'Order and make the link' }));
    expect(await within(dialog).findByText('Too large')).toBeInTheDocument();
    const units = within(dialog).getByRole('spinbutton', { name: /More subscribers/ });
    await user.clear(units);
    await user.type(units, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Order and make the link' }));
    expect(await within(dialog).findByText(/manager@alnoor\.sa/)).toBeInTheDocument();
    expect(sent.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      units: 5,
      valid_to: '2027-12-31',
      amount: 2500,
      lang: 'en',
      mail: true,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Room for 5 more subscribers · until 30 Jun 2027')).toBeInTheDocument();

    await user.click((await screen.findAllByRole('button', { name: 'Cancel' }))[1]!);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /Confirm/ }));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(sent.find((call) => call.path === '/api/quota-orders/4/cancel')?.ifMatch).toBe('"v-order-4"');
  });

  it("lets the company's manager pay an order now, in Arabic, on the order as shown", async () => {
    const user = userEvent.setup();
    signInAs(ROLE.companyManager);
    const sent = fakeServer();
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    renderWithAdmin(<QuotaOrdersPanel companyId={9} manages={false} />, { locale: 'ar' });
    expect(await screen.findByText('بانتظار الدفع')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'اطلب حصة إضافية' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ادفع الآن' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://parking.example/pay/pl_manager'));
    expect(sent.find((call) => call.path === '/api/quota-orders/4/payment-link')).toMatchObject({
      body: { lang: 'ar', mail: false },
      ifMatch: '"v-order-4"',
    });
  });

  it("says so when a company's orders cannot be loaded, and loads them again on retry", async () => {
    const user = userEvent.setup();
    signInAs(ROLE.superAdmin);
    fakeServer();
    const fetched = vi.mocked(globalThis.fetch);
    const answer = fetched.getMockImplementation()!;
    let failing = true;
    fetched.mockImplementation(async (input, init) =>
      String(input instanceof Request ? input.url : input).endsWith('/api/companies/9/quota-orders') && failing
        ? new Response(JSON.stringify({ code: 'server_error', message: 'Server error' }), { status: 500 })
        : answer(input, init),
    );
    renderWithAdmin(<QuotaOrdersPanel companyId={9} manages />);
    expect(await screen.findByText(/The quota orders could not be loaded/)).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: /Retry|Try again/ }));
    expect(await screen.findByText('Room for 12 more subscribers · until 30 Jun 2027')).toBeInTheDocument();
  });
});
