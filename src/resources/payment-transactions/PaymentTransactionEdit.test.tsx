import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  HttpError,
  Notification,
  RecordContextProvider,
  ResourceContextProvider,
  ResourceDefinitionContextProvider,
  testDataProvider,
} from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PaymentRefund } from '../../../domain/schemas/payment-transaction';
import { ROLE } from '../../../domain/roles';
import type { PaymentTransaction, Seen } from '../../providers/dataProvider';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import { PAYMENT_METHODS } from '../subscriptions/fixtures';
import { DeletePaymentButton } from './DeletePaymentButton';
import { payment } from './fixtures';
import { RefundLinks, RefundOfLink } from './PaymentLinks';
import PaymentTransactionEdit from './PaymentTransactionEdit';
import { RefundButton } from './RefundButton';
import { usePaymentName } from './usePaymentName';

beforeEach(() => signInAs(ROLE.admin));

const GATE_PAYMENT = payment({
  id: 5,
  vehicle_id: 7,
  plate: 'ABJ1234',
  amount: 15,
  payment_method: 'card',
  refundable: 15,
  amount_fixed_by: 'stay',
});
const MANUAL_PAYMENT = payment({
  id: 6,
  type: 'subscription',
  subscription_id: 42,
  amount: 150,
  payment_method: 'bank_transfer',
  refundable: 150,
});

const methodsProvider = { getList: (async () => ({ data: PAYMENT_METHODS, total: PAYMENT_METHODS.length })) as never };

/** The edit page of `record`; answers each save with what was sent, as the API does. */
function renderEdit(record: PaymentTransaction) {
  const updates: Array<Record<string, unknown>> = [];
  const dataProvider = testDataProvider({
    ...methodsProvider,
    getOne: (async () => ({ data: record })) as never,
    update: (async (_resource: string, { data }: { data: Record<string, unknown> }) => {
      updates.push(data);
      return { data: { ...record, ...data } };
    }) as never,
  });
  renderWithAdmin(
    <ResourceDefinitionContextProvider
      definitions={{
        'parking-transactions': { name: 'parking-transactions', hasEdit: true, hasShow: true, hasList: true },
      }}
    >
      <ResourceContextProvider value="parking-transactions">
        <PaymentTransactionEdit />
      </ResourceContextProvider>
    </ResourceDefinitionContextProvider>,
    { path: `/parking-transactions/${record.id}`, route: '/parking-transactions/:id', dataProvider },
  );
  return updates;
}

/** `button` on `record`, with a data provider that records each refund and deletion (a refusal when `answer` throws). */
function renderAction(
  button: React.ReactNode,
  record: PaymentTransaction,
  { locale = 'en', answer = async () => ({}) }: { locale?: 'en' | 'ar'; answer?: () => Promise<unknown> } = {},
) {
  const calls: Array<[string, Seen['id'], object]> = [];
  const dataProvider = {
    ...testDataProvider(methodsProvider),
    refundPayment: async ({ id, version }: Seen, body: PaymentRefund) => {
      calls.push(['refund', id, { ...body, version }]);
      return answer();
    },
    deletePayment: async (id: number, body: { reason: string }) => {
      calls.push(['delete', id, body]);
      return answer();
    },
  };
  renderWithAdmin(<RecordContextProvider value={record}>{button}</RecordContextProvider>, {
    dataProvider,
    locale,
    path: '/parking-transactions/5/show',
  });
  return calls;
}

describe("a payment's edit form", () => {
  it("shows a gate payment's amount read-only, says why, and saves the rest with the amount as it was", async () => {
    const updates = renderEdit(GATE_PAYMENT);
    const amount = await screen.findByRole('spinbutton', { name: /Amount/ });
    await waitFor(() => expect(amount).toHaveValue(15));
    expect(amount).toHaveAttribute('readonly');
    expect(screen.getByText('Priced by the tariff at the gate: refund it to pay money back.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Notes' }), 'Counted again');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({ amount: 15, notes: 'Counted again', payment_method: 'card', status: 'paid' });
  });

  it("lets a manual payment's amount be corrected, checked as the server checks it", async () => {
    const updates = renderEdit(MANUAL_PAYMENT);
    const amount = await screen.findByRole('spinbutton', { name: /Amount/ });
    await waitFor(() => expect(amount).toHaveValue(150));
    expect(amount).not.toHaveAttribute('readonly');
    await userEvent.clear(amount);
    await userEvent.type(amount, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be more than 0')).toBeInTheDocument();
    expect(updates).toEqual([]);
    await userEvent.clear(amount);
    await userEvent.type(amount, '120.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({ amount: 120.5, payment_method: 'bank_transfer' });
  });

  it('keeps a refunded payment paid, and offers no delete of its own', async () => {
    renderEdit({
      ...MANUAL_PAYMENT,
      refunds: [{ id: 9, amount: -50, status: 'paid', created_at: '2026-11-21T09:00:00.000Z' }],
      refundable: 100,
      amount_fixed_by: 'refunded',
    });
    expect(await screen.findByText('A payment with refunds stays paid.')).toBeInTheDocument();
    expect(screen.getByText('Refunds were taken against this payment: its amount stays.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});

describe('the refund of a payment', () => {
  it('proposes what is left to refund, paid back as it was paid, and asks for the reason', async () => {
    const calls = renderAction(<RefundButton />, { ...GATE_PAYMENT, refundable: 9.5 });
    await userEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Refund payment #5');
    expect(dialog).toHaveTextContent(/Up to SAR\s9\.50 can be refunded/);
    expect(within(dialog).getByRole('spinbutton', { name: /Amount to refund/ })).toHaveValue(9.5);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Charged twice');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() =>
      expect(calls).toEqual([
        ['refund', 5, { amount: 9.5, payment_method: 'card', reason: 'Charged twice', version: 'payment-as-shown' }],
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's refusal in Arabic and stays open", async () => {
    const refusal = new HttpError('ps.errors.refund_exceeds_payment', 422, {
      code: 'refund_exceeds_payment',
      refundable: 2,
    });
    renderAction(
      <RefundButton />,
      { ...GATE_PAYMENT, refundable: 9.5 },
      {
        locale: 'ar',
        answer: async () => {
          throw refusal;
        },
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'استرداد' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /السبب/ }), 'دُفعت مرتين');
    await userEvent.click(within(dialog).getByRole('button', { name: 'استرداد' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'لا يمكن أن تتجاوز المبالغ المستردة من دفعة ما دُفع فيها',
    );
  });

  it('closes on a payment changed since it was read and says so in Arabic: nothing was refunded', async () => {
    const changed = new HttpError('ps.errors.record_changed', 409, { code: 'record_changed' });
    renderAction(
      <>
        <RefundButton />
        <Notification />
      </>,
      { ...GATE_PAYMENT, refundable: 9.5 },
      {
        locale: 'ar',
        answer: async () => {
          throw changed;
        },
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'استرداد' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /السبب/ }), 'دُفعت مرتين');
    await userEvent.click(within(dialog).getByRole('button', { name: 'استرداد' }));
    expect(await screen.findByText(/تغيّر السجل منذ أن اطّلعت عليه/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is not offered when nothing is left to refund', async () => {
    renderAction(<RefundButton />, { ...GATE_PAYMENT, refundable: 0 });
    await waitFor(() => expect(screen.queryByRole('button')).toBeNull());
  });
});

describe('the deletion of a payment', () => {
  it('is not offered to an admin', async () => {
    renderAction(<DeletePaymentButton />, MANUAL_PAYMENT);
    await waitFor(() => expect(screen.queryByRole('button')).toBeNull());
  });

  it('asks the super admin for the reason, sends it, and goes back to the list', async () => {
    signInAs(ROLE.superAdmin);
    const calls = renderAction(<DeletePaymentButton />, MANUAL_PAYMENT);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete payment #6?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason for the deletion/ }), 'Entered twice');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls).toEqual([['delete', 6, { reason: 'Entered twice' }]]));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/parking-transactions'));
  });
});

function PaymentName({ record }: { record: PaymentTransaction }) {
  return <h1>{usePaymentName()(record)}</h1>;
}

describe('how a payment is named and linked', () => {
  it('names a payment and a refund by number, in the digits of the screen', async () => {
    renderWithAdmin(<PaymentName record={payment({ id: 123 })} />);
    expect(await screen.findByRole('heading')).toHaveTextContent('Payment #123');
  });

  it('names a refund in Arabic with Arabic-Indic digits when chosen', async () => {
    renderWithAdmin(<PaymentName record={payment({ id: 124, refund_of_id: 123 })} />, { locale: 'ar', digits: 'arab' });
    expect(await screen.findByRole('heading')).toHaveTextContent('الاسترداد رقم ١٢٤');
  });

  it('links a refund to its payment, and a payment to its refunds with what is left', async () => {
    renderWithAdmin(
      <>
        <RecordContextProvider value={payment({ id: 9, amount: -50, refund_of_id: 6 })}>
          <RefundOfLink />
        </RecordContextProvider>
        <RecordContextProvider
          value={{
            ...MANUAL_PAYMENT,
            refunds: [{ id: 9, amount: -50, status: 'paid', created_at: '2026-11-21T09:00:00.000Z' }],
            refundable: 100,
          }}
        >
          <RefundLinks />
        </RecordContextProvider>
      </>,
    );
    expect(await screen.findByRole('link', { name: 'Payment #6' })).toHaveAttribute(
      'href',
      '/parking-transactions/6/show',
    );
    expect(screen.getByRole('link', { name: 'Refund #9' })).toHaveAttribute('href', '/parking-transactions/9/show');
    expect(screen.getByText(/-SAR\s50\.00/)).toBeInTheDocument();
    expect(screen.getByText(/^SAR\s100\.00$/)).toBeInTheDocument();
  });

  it('says which refunds the gateway is still paying back or refused, in Arabic', async () => {
    renderWithAdmin(
      <RecordContextProvider
        value={{
          ...MANUAL_PAYMENT,
          refunds: [
            { id: 9, amount: -50, status: 'pending', created_at: '2026-11-21T09:00:00.000Z' },
            { id: 10, amount: -20, status: 'failed', created_at: '2026-11-21T09:05:00.000Z' },
          ],
          refundable: 100,
        }}
      >
        <RefundLinks />
      </RecordContextProvider>,
      { locale: 'ar' },
    );
    expect(await screen.findByText(/قيد الانتظار/)).toBeInTheDocument();
    expect(screen.getByText(/فاشلة/)).toBeInTheDocument();
  });
});
