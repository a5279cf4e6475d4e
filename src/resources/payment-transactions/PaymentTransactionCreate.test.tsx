import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, ResourceContextProvider, ResourceDefinitionContextProvider, testDataProvider } from 'react-admin';
import { beforeEach, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import { PAYMENT_METHODS, subscription } from '../subscriptions/fixtures';
import PaymentTransactionCreate from './PaymentTransactionCreate';

beforeEach(() => signInAs(ROLE.admin));

const PAID = subscription({ id: 42, status: 'active' });

/** The new payment page, filled for subscription 42; the API refuses a paid one unless it says it is a second payment, as the server does. */
function renderCreate() {
  const sent: Array<Record<string, unknown>> = [];
  const dataProvider = testDataProvider({
    getList: (async (resource: string) =>
      resource === 'payment-methods' ? { data: PAYMENT_METHODS, total: 2 } : { data: [PAID], total: 1 }) as never,
    getMany: (async () => ({ data: [PAID] })) as never,
    create: (async (_resource: string, { data }: { data: Record<string, unknown> }) => {
      sent.push(data);
      if (!data.second_payment)
        throw new HttpError('ps.errors.subscription_already_paid', 422, {
          code: 'subscription_already_paid',
          paid: 400,
        });
      return { data: { ...data, id: 9 } };
    }) as never,
  });
  const filled = encodeURIComponent(JSON.stringify({ subscription_id: 42, amount: 150, payment_method: 'cash' }));
  renderWithAdmin(
    <ResourceDefinitionContextProvider
      definitions={{
        'parking-transactions': { name: 'parking-transactions', hasCreate: true, hasShow: true, hasList: true },
      }}
    >
      <ResourceContextProvider value="parking-transactions">
        <PaymentTransactionCreate />
      </ResourceContextProvider>
    </ResourceDefinitionContextProvider>,
    { path: `/parking-transactions/create?source=${filled}`, route: '/parking-transactions/create', dataProvider },
  );
  return sent;
}

it('asks before recording a second payment for a paid subscription, says what is paid, and writes it only when confirmed', async () => {
  const user = userEvent.setup();
  const sent = renderCreate();
  await user.click(await screen.findByRole('button', { name: 'Save' }));
  const dialog = await screen.findByRole('dialog', { name: 'This subscription is already paid' });
  within(dialog).getByText(/It has SAR 400\.00 paid already/);
  expect(sent).toHaveLength(1);

  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(sent).toHaveLength(1);

  await user.click(screen.getByRole('button', { name: 'Save' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Record a second payment' }));
  await waitFor(() => expect(sent).toHaveLength(3));
  expect(sent[2]).toMatchObject({ subscription_id: 42, amount: 150, second_payment: true });
});
