import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider, testDataProvider } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles';
import type { PaymentTransaction } from '../../providers/dataProvider';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import { AREAS, PAYMENT_METHODS } from '../subscriptions/fixtures';
import PaymentTransactionList from './PaymentTransactionList';

beforeEach(() => signInAs(ROLE.admin));

function payment(overrides: Partial<PaymentTransaction>): PaymentTransaction {
  return {
    id: 1,
    vehicle_id: null,
    plate: null,
    guest_ticket_number: null,
    subscription_id: null,
    company_subscription_id: null,
    type: 'guest',
    area_id: 1,
    entry_time: null,
    exit_time: null,
    expected_exit_time: null,
    duration_minutes: null,
    free_minutes: null,
    chargeable_minutes: null,
    hourly_rate: null,
    amount: 0,
    currency: 'SAR',
    payment_method: 'cash',
    status: 'paid',
    reference: null,
    notes: null,
    refund_of_id: null,
    created_by: null,
    updated_by: null,
    created_at: '2026-11-20T09:00:00.000Z',
    updated_at: '2026-11-20T09:00:00.000Z',
    tariff: null,
    lines: [],
    ...overrides,
  } as PaymentTransaction;
}

const PAYMENTS = [
  payment({ id: 1, vehicle_id: 7, plate: 'ABJ1234', type: 'guest', amount: 15, payment_method: 'card' }),
  payment({ id: 2, subscription_id: 42, type: 'subscription', area_id: 2, amount: 400 }),
];

function renderList() {
  const totalsAsked: object[] = [];
  const dataProvider = testDataProvider({
    getList: (async (resource: string, { filter }: { filter: { type?: string } }) => {
      if (resource === 'areas') return { data: AREAS, total: AREAS.length };
      if (resource === 'payment-methods') return { data: PAYMENT_METHODS, total: PAYMENT_METHODS.length };
      const data = PAYMENTS.filter((row) => !filter.type || row.type === filter.type);
      return { data, total: data.length };
    }) as never,
    getMany: (async () => ({ data: AREAS })) as never,
    getPaymentTotals: async (filter: { type?: string }) => {
      totalsAsked.push(filter);
      const rows = PAYMENTS.filter((row) => !filter.type || row.type === filter.type);
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
});
