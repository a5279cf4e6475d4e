import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { PayAheadPage } from './PayAheadPage';

afterEach(() => vi.restoreAllMocks());

const QR = 'tq_8Jd2kP0sXv7RmN4bQ1wZ';

const TO_PAY = {
  state: 'to_pay',
  area: { name: 'Riyadh Park Mall', name_ar: 'مول الرياض بارك' },
  plate_letters: 'ABJ',
  plate_number: '4821',
  entry_time: '2026-12-04T07:05:00.000Z',
  price: {
    amount: 11,
    currency: 'SAR',
    minutes: 125,
    lines: [
      { key: 'ps.tariff.lines.first_hour', values: { fee: 5 }, amount: 5 },
      { key: 'ps.tariff.lines.further_hours', values: { hours: 2, fee: 3 }, amount: 6 },
    ],
  },
  valid_until: '2026-12-04T09:20:00.000Z',
  paid_at: null,
  leave_by: null,
  grace_minutes: 15,
};

/** The server as the page sees it: the stay a look-up finds, and its checkout. */
function fakeServer(stay: object | null) {
  const asked: unknown[] = [];
  const checkouts: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status });
    const body = async () => JSON.parse(String(init?.body ?? (await (input as Request).text())));
    if (url.endsWith('/api/settings')) return json({ time_zone: 'Asia/Riyadh', currency: 'SAR' });
    if (url.endsWith('/api/public/pay-ahead/stay')) {
      const lookup = await body();
      asked.push(lookup);
      if (lookup.plate && !lookup.entered_at)
        return json(
          { code: 'validation_failed', message: 'Invalid', errors: { entered_at: 'ps.validation.required' } },
          400,
        );
      return stay ? json(stay) : json({ code: 'stay_not_found', message: 'No car inside matches' }, 422);
    }
    if (url.endsWith('/api/public/pay-ahead/checkout')) {
      checkouts.push(await body());
      return json({ code: 'nothing_to_pay', message: 'This stay has nothing to pay now' }, 409);
    }
    return json({ code: 'not_found', message: 'Not found' }, 404);
  });
  return { asked, checkouts };
}

const renderPage = (path: string, locale: 'en' | 'ar' = 'en') =>
  renderWithAdmin(<PayAheadPage />, { path, route: '/pay-parking/:qr?', locale });

describe("a guest's page to pay their parking ahead", () => {
  it('opens on the ticket’s QR code with the fee line by line, and pays it at the gateway', async () => {
    const user = userEvent.setup();
    const { asked, checkouts } = fakeServer(TO_PAY);
    renderPage(`/pay-parking/${QR}`);
    expect(await screen.findByText('Riyadh Park Mall')).toBeInTheDocument();
    expect(screen.getByText(/First hour/)).toBeInTheDocument();
    expect(screen.getByText(/Once paid, you have 15 minutes to leave/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Pay SAR\s11\.00/ }));
    expect(
      await screen.findByText('This stay has nothing to pay now: leave before the time shown'),
    ).toBeInTheDocument();
    expect(asked).toEqual([{ qr: QR }]);
    expect(checkouts).toEqual([{ stay: { qr: QR }, lang: 'en' }]);
  });

  it('finds the car by plate and entry time, and shows a missing time under its field', async () => {
    const user = userEvent.setup();
    const { asked } = fakeServer(TO_PAY);
    renderPage('/pay-parking');
    await user.type(await screen.findByLabelText(/Plate/), 'ABJ 4821');
    await user.click(screen.getByRole('button', { name: 'Find my car' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/When you came in/), { target: { value: '2026-12-04T10:05' } });
    await user.click(screen.getByRole('button', { name: 'Find my car' }));
    expect(await screen.findByText('Riyadh Park Mall')).toBeInTheDocument();
    expect(asked).toEqual([{ plate: 'ABJ 4821' }, { plate: 'ABJ 4821', entered_at: '2026-12-04T10:05' }]);
  });

  it('says, in Arabic, by when a stay paid ahead leaves free', async () => {
    fakeServer({
      ...TO_PAY,
      state: 'paid',
      price: { ...TO_PAY.price, amount: 0, lines: [] },
      paid_at: '2026-12-04T09:12:00.000Z',
      leave_by: '2026-12-04T09:27:00.000Z',
    });
    renderPage(`/pay-parking/${QR}`, 'ar');
    expect(await screen.findByText(/تم الدفع. غادر قبل/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'رسوم وقوفك مدفوعة' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /ادفع/ })).toBeNull();
  });

  it('says no car matches a ticket it cannot find, and what to check', async () => {
    fakeServer(null);
    renderPage(`/pay-parking/${QR}`);
    expect(
      await screen.findByText('No car inside matches: check the ticket, or the plate and the time you came in'),
    ).toBeInTheDocument();
  });
});
