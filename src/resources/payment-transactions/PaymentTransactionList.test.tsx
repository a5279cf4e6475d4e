import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, ResourceContextProvider, testDataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLE } from '../../../domain/roles';
import { appEnglish } from '../../i18n/en';
import type { PaymentTransaction } from '../../providers/dataProvider';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import { AREAS, PAYMENT_METHODS } from '../subscriptions/fixtures';
import { payment } from './fixtures';
import PaymentTransactionList from './PaymentTransactionList';

beforeEach(() => signInAs(ROLE.admin));
afterEach(() => vi.restoreAllMocks());

const PAYMENTS = [
  payment({ id: 1, vehicle_id: 7, plate: 'ABJ1234', type: 'guest', amount: 15, payment_method: 'card' }),
  payment({ id: 2, subscription_id: 42, type: 'subscription', area_id: 2, amount: 400 }),
];

function renderList(payments: PaymentTransaction[] = PAYMENTS, totalsFail = () => false) {
  const totalsAsked: object[] = [];
  const dataProvider = testDataProvider({
    getList: (async (resource: string, { filter }: { filter: { type?: string } }) => {
      if (resource === 'areas') return { data: AREAS, total: AREAS.length };
      if (resource === 'payment-methods') return { data: PAYMENT_METHODS, total: PAYMENT_METHODS.length };
      const data = payments.filter((row) => !filter.type || row.type === filter.type);
      return { data, total: data.length };
    }) as never,
    getMany: (async () => ({ data: AREAS })) as never,
    getPaymentTotals: async (filter: { type?: string }) => {
      totalsAsked.push(filter);
      if (totalsFail()) throw new HttpError('Server error', 500);
      const rows = payments.filter((row) => !filter.type || row.type === filter.type);
      return { count: rows.length, amount: rows.reduce((sum, row) => sum + row.amount, 0) };
    },
  } as never);
  renderWithAdmin(
    <ResourceContextProvider value="parking-transactions">
      <PaymentTransactionList />
    </ResourceContextProvider>,
    { path: '/parking-transactions', dataProvider },
  );
  return { totalsAsked };
}

describe('the payment transactions list', () => {
  it('shows each payment, with who paid, and the totals of the filtered payments', async () => {
    renderList();
    const totals = await screen.findByRole('region', { name: 'Totals of the payments shown' });
    await waitFor(() => expect(totals).toHaveTextContent('2Payments'));
    expect(totals).toHaveTextContent('SAR 415.00Total amount');
    const guest = (await screen.findByText('1234 ABJ')).closest('tr')!;
    expect(within(guest).getByText('Guest')).toBeInTheDocument();
    await waitFor(() => expect(within(guest).getByText('Card')).toBeInTheDocument());
    expect(guest).toHaveTextContent('SAR 15.00');
    const subscriber = screen.getByText('Subscription 42').closest('tr')!;
    expect(within(subscriber).getByText('Paid')).toBeInTheDocument();
    expect(await within(subscriber).findByText('Jeddah Corniche')).toBeInTheDocument();
  });

  it('says when the totals cannot be read, instead of a dash that reads as nothing, and reads them again on retry', async () => {
    let failing = true;
    renderList(PAYMENTS, () => failing);
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('Failed to load the totals of the payments');
    expect(screen.queryByRole('region', { name: 'Totals of the payments shown' })).not.toBeInTheDocument();
    failing = false;
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    const totals = await screen.findByRole('region', { name: 'Totals of the payments shown' });
    await waitFor(() => expect(totals).toHaveTextContent('SAR 415.00Total amount'));
  });

  it('asks the totals again with the list’s new filter', async () => {
    const { totalsAsked } = renderList();
    const totals = await screen.findByRole('region', { name: 'Totals of the payments shown' });
    await waitFor(() => expect(totals).toHaveTextContent('SAR 415.00'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Subscription' }));
    await waitFor(() => expect(totalsAsked.at(-1)).toEqual({ type: 'subscription' }));
    await waitFor(() => expect(totals).toHaveTextContent('1Payments'));
    expect(totals).toHaveTextContent('SAR 400.00');
    expect(screen.queryByText('1234 ABJ')).not.toBeInTheDocument();
  });

  it('marks a refund, and exports it negative with two decimals and the payment it refunds', async () => {
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob);
      return 'blob:csv';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderList([
      PAYMENTS[0]!,
      payment({
        id: 3,
        vehicle_id: 7,
        plate: 'ABJ1234',
        type: 'guest',
        amount: -5.5,
        refund_of_id: 1,
        payment_method: 'cash',
        notes: '-paid twice',
      }),
    ]);
    const refundRow = (await screen.findByText('Guest · Refund')).closest('tr')!;
    expect(refundRow).toHaveTextContent(/-SAR\s5\.50/);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const [header, ...rows] = (await files[0]!.text())
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    const labels = appEnglish.resources['parking-transactions'].fields;
    const columns = header!.split(',');
    const cell = (row: string, field: keyof typeof labels) => row.split(',')[columns.indexOf(labels[field])];
    const refundLine = rows.find((row) => cell(row, 'refund_of_id') === '1')!;
    expect(cell(refundLine, 'amount')).toBe('-5.50');
    expect(cell(refundLine, 'notes')).toBe("'-paid twice");
    expect(
      cell(
        rows.find((row) => row !== refundLine)!,
        'amount',
      ),
    ).toBe('15.00');
  });
});
