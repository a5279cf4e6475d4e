import { screen, within } from '@testing-library/react';
import { ResourceContextProvider, testDataProvider } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles';
import { TARIFF_LINE } from '../../../domain/tariff';
import type { PaymentTransaction } from '../../providers/dataProvider';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import { AREAS, PAYMENT_METHODS } from '../subscriptions/fixtures';
import { payment } from './fixtures';
import PaymentTransactionShow from './PaymentTransactionShow';

beforeEach(() => signInAs(ROLE.admin));

function renderPayment(record: PaymentTransaction) {
  const dataProvider = testDataProvider({
    getOne: (async () => ({ data: record })) as never,
    getList: (async (resource: string) =>
      resource === 'payment-methods'
        ? { data: PAYMENT_METHODS, total: PAYMENT_METHODS.length }
        : resource === 'einvoice-documents'
          ? { data: [], total: 0 }
          : { data: AREAS, total: AREAS.length }) as never,
    getMany: (async () => ({ data: AREAS })) as never,
  } as never);
  renderWithAdmin(
    <ResourceContextProvider value="payment-transactions">
      <PaymentTransactionShow />
    </ResourceContextProvider>,
    { path: `/payment-transactions/${record.id}/show`, route: '/payment-transactions/:id/show', dataProvider },
  );
}

const stayPanel = async () =>
  (await screen.findByRole('heading', { name: 'Stay' })).closest('.MuiCard-root') as HTMLElement;

const STAY = {
  vehicle_id: 41,
  plate: 'ABJ1234',
  entry_time: '2026-11-20T15:00:00.000Z',
  hourly_rate: 5,
  tariff: {
    free_minutes: 30,
    grace_minutes: 15,
    cooldown_minutes: 0,
    hourly_fee: 5,
    after_first_hour_fee: 3,
    daily_cap: 50,
  },
} as const;

describe('the stay of a payment', () => {
  it('of a payment taken at the entry, on an event day paid on the way in, has its entry and says it was paid there', async () => {
    renderPayment(
      payment({
        ...STAY,
        id: 52,
        amount: 90,
        lines: [{ key: TARIFF_LINE.eventPrepayment, values: { fee: 90 }, amount: 90 }],
      }),
    );
    const panel = await stayPanel();
    expect(within(panel).getByText('Entry time')).toBeInTheDocument();
    expect(within(panel).getByText('Paid on entry: the event day’s parking')).toBeInTheDocument();
    expect(within(panel).queryByText('Duration')).not.toBeInTheDocument();
    expect(await screen.findByText('Event day: parking paid on entry')).toBeInTheDocument();
  });

  it('of a closed stay’s payment has its exit and how long it stayed', async () => {
    renderPayment(
      payment({
        ...STAY,
        id: 53,
        amount: 8,
        exit_time: '2026-11-20T17:00:00.000Z',
        duration_minutes: 120,
        free_minutes: 30,
        chargeable_minutes: 120,
      }),
    );
    const panel = await stayPanel();
    expect(within(panel).getByText('Exit time')).toBeInTheDocument();
    expect(within(panel).getByText('Duration')).toBeInTheDocument();
    expect(within(panel).queryByText('Paid on entry: the event day’s parking')).not.toBeInTheDocument();
  });
});
