import { VEHICLE_ENDPOINTS } from '../../../domain/endpoints/vehicles';
import { rethrowAs } from '../../providers/failures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { HttpError, RecordContextProvider, testDataProvider } from 'react-admin';
import { ROLE } from '../../../domain/roles';
import { withActionFailures } from '../../providers/actionFailures';
import type { AppDataProvider, ForceExitBody, Vehicle } from '../../providers/dataProvider';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import { PAYMENT_METHODS } from '../subscriptions/fixtures';
import { ForceExitButton } from './ForceExitButton';
import { stay } from './fixtures';

beforeEach(() => signInAs(ROLE.admin));

interface Server {
  locale?: 'en' | 'ar';
  /** The answer to each force exit (a refusal when it throws). */
  answer?: () => Promise<unknown>;
  /** The answer to the payment methods' list. */
  paymentMethods?: () => Promise<unknown>;
}

const PAYMENT_METHODS_LIST = async () => ({ data: PAYMENT_METHODS, total: PAYMENT_METHODS.length });

/** The button on `record`, the server's failures said as the app's data provider says them. */
function renderButton(
  record: Vehicle,
  { locale = 'en', answer = async () => undefined, paymentMethods = PAYMENT_METHODS_LIST }: Server = {},
) {
  const calls: Array<[number, ForceExitBody]> = [];
  const dataProvider = withActionFailures({
    ...testDataProvider({ getList: paymentMethods as never }),
    forceExit: async (id: number, body: ForceExitBody) => {
      calls.push([id, body]);
      return answer();
    },
  } as unknown as AppDataProvider);
  renderWithAdmin(
    <RecordContextProvider value={record}>
      <ForceExitButton />
    </RecordContextProvider>,
    { dataProvider, locale },
  );
  return calls;
}

async function openDialog(name = 'Force exit') {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog');
}

const submit = (dialog: HTMLElement, name = 'Force exit') =>
  userEvent.click(within(dialog).getByRole('button', { name }));

describe('the force exit of a vehicle inside', () => {
  it('asks for the reason and the choice of charging before it sends anything', async () => {
    const calls = renderButton(stay());
    const dialog = await openDialog();
    expect(dialog).toHaveTextContent('Force the exit of');
    await submit(dialog);
    expect(await within(dialog).findAllByText('Required')).toHaveLength(2);
    expect(calls).toEqual([]);
  });

  it('sends the waived fee as charge false, with the reason', async () => {
    const calls = renderButton(stay());
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), '  Towed by the municipality ');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Waive the fee' }));
    expect(within(dialog).queryByRole('combobox', { name: /Payment method/ })).toBeNull();
    await submit(dialog);
    await waitFor(() => expect(calls).toEqual([[7, { reason: 'Towed by the municipality', charge: false }]]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('charges the fee so far with the payment method chosen', async () => {
    const calls = renderButton(stay());
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Barrier left open');
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Charge the fee so far: SAR\s11\.00$/ }));
    await userEvent.click(await within(dialog).findByRole('combobox', { name: /Payment method/ }));
    const offered = (await screen.findAllByRole('option')).map((option) => option.textContent?.trim()).filter(Boolean);
    expect(offered).toEqual(['Cash', 'Card']);
    await userEvent.click(screen.getByRole('option', { name: 'Card' }));
    await submit(dialog);
    await waitFor(() =>
      expect(calls).toEqual([[7, { reason: 'Barrier left open', charge: true, payment_method: 'card' }]]),
    );
  });

  it("shows the server's refusal in the screen's language and stays open; a fee that came due asks for the method", async () => {
    const refusal = new HttpError('ps.errors.payment_method_required', 422, {
      code: 'payment_method_required',
      quote: { amount: 5, currency: 'SAR', minutes: 31, lines: [] },
    });
    const calls = renderButton(stay({ fee_so_far: { amount: 0, currency: 'SAR', minutes: 29, lines: [] } }), {
      locale: 'ar',
      answer: async () => {
        throw refusal;
      },
    });
    const dialog = await openDialog('إخراج قسري');
    await userEvent.type(within(dialog).getByLabelText(/السبب/), 'عطل في كاميرا المسار');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'تطبيق التعرفة (لا رسوم مستحقة حتى الآن)' }));
    expect(within(dialog).queryByRole('combobox', { name: /طريقة الدفع/ })).toBeNull();
    await submit(dialog, 'إخراج قسري');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('على هذا الوقوف رسوم: يُرجى اختيار طريقة الدفع');
    expect(calls).toHaveLength(1);
    expect(await within(dialog).findByRole('radio', { name: /تحصيل الرسوم المستحقة حتى الآن/ })).toBeChecked();
    expect(await within(dialog).findByRole('combobox', { name: /طريقة الدفع/ })).toBeInTheDocument();
  });

  it('says the force exit failed when the server fails without a reason, and stays open to try again', async () => {
    const calls = renderButton(stay(), {
      // As the provider's call of the declared endpoint gives it: the server's 500, named by the endpoint's failure.
      answer: async () =>
        rethrowAs(VEHICLE_ENDPOINTS.forceExit.failure)(
          new HttpError('ps.errors.server_error', 500, { code: 'server_error' }),
        ),
    });
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Barrier left open');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Waive the fee' }));
    await submit(dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Force exit failed. Please try again.');
    expect(calls).toHaveLength(1);
  });

  it('says the payment methods could not be read in place of their choices, and reads them again on retry', async () => {
    let reads = 0;
    renderButton(stay(), {
      paymentMethods: async () => {
        reads += 1;
        // A 4xx, which the app does not retry by itself (a network failure would be, three times first).
        if (reads === 1) throw new HttpError('ps.errors.forbidden', 403, { code: 'forbidden' });
        return PAYMENT_METHODS_LIST();
      },
    });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Charge the fee so far/ }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load payment methods. Please try again. (Forbidden)');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('combobox', { name: /Payment method/ })).toBeInTheDocument();
    expect(reads).toBe(2);
  });

  it('is not offered once the vehicle has left', async () => {
    renderButton(stay({ inside: false, exit_time: '2026-11-22T08:00:00Z', fee_so_far: null }));
    await waitFor(() => expect(screen.queryByRole('button')).toBeNull());
  });
});
