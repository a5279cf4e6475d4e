import { screen, within } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import { DayClosePage } from './DayClosePage';

const figures = {
  z_reports: 2,
  cash_counted: 412,
  cash_difference: -1,
  by_method: { cash: 413, card: 95, online: 1150, wallet: 0, bank_transfer: 0 },
  online_by_channel: { mada: 750, apple_pay: 400, stc_pay: 0, card: 0, unreported: 0 },
  total: 1658,
};

const CLOSE = {
  day: '2026-12-03',
  areas: [{ area_id: 1, name: 'Olaya Business District', name_ar: 'حي العليا التجاري', ...figures }],
  totals: figures,
};

const RECONCILIATION = {
  day: '2026-12-03',
  settled_through: '2026-12-04T00:00:00.000Z',
  matched: { count: 3, gross: 1150, net: 1129.87, fee: 20.13 },
  not_settled: [],
  not_recorded: [{ gateway_payment_id: '7d3c1f20-aa11-4b5e-9c2d-1e2f3a4b5c6d', kind: 'payment', amount: 120 }],
  amounts_differ: [],
  paid_back: [],
};

beforeEach(() => signInAs(ROLE.admin));

const dataProvider = {
  ...testDataProvider(),
  getDailyClose: async () => CLOSE,
  getReconciliation: async () => RECONCILIATION,
};

describe('the day close', () => {
  it('shows each area’s Z reports and takings, online by channel, and the gateway’s settlements against them', async () => {
    renderWithAdmin(<DayClosePage />, { dataProvider });
    const table = await screen.findByRole('table', { name: 'The day per area' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Olaya Business District');
    expect(row).toHaveTextContent(/SAR\s412\.00/);
    expect(row).toHaveTextContent(/mada SAR\s750\.00 · Apple Pay SAR\s400\.00/);
    expect(await screen.findByText(/3 payments and refunds matched/)).toBeInTheDocument();
    expect(screen.getByText('Settled by the gateway, recorded nowhere here (one)')).toBeInTheDocument();
  });

  it('reads in Arabic', async () => {
    renderWithAdmin(<DayClosePage />, { dataProvider, locale: 'ar' });
    expect(await screen.findByRole('table', { name: 'اليوم حسب المنطقة' })).toHaveTextContent('حي العليا التجاري');
    expect(await screen.findByText(/سوّتها البوابة ولم تُسجَّل هنا/)).toBeInTheDocument();
  });
});
