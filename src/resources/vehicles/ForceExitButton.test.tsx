import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { HttpError, RecordContextProvider, testDataProvider } from 'react-admin';
import { ROLE } from '../../../domain/roles';
import type { ForceExitBody, Vehicle } from '../../providers/dataProvider';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import { PAYMENT_METHODS } from '../subscriptions/fixtures';
import { ForceExitButton } from './ForceExitButton';
import { stay } from './fixtures';

beforeEach(() => signInAs(ROLE.admin));

/** The button on `record`; the server answers each force exit with `answer` (a refusal when it throws). */
function renderButton(record: Vehicle, { locale = 'en', answer = async () => undefined }: { locale?: 'en' | 'ar'; answer?: () => Promise<unknown> } = {}) {
  const calls: Array<[number, ForceExitBody]> = [];
  const dataProvider = {
    ...testDataProvider({ getList: (async () => ({ data: PAYMENT_METHODS, total: PAYMENT_METHODS.length })) as never }),
    forceExit: async (id: number, body: ForceExitBody) => {
      calls.push([id, body]);
      return answer();
    },
  };
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

const submit = (dialog: HTMLElement, name = 'Force exit') => userEvent.click(within(dialog).getByRole('button', { name }));

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
    await waitFor(() => expect(calls).toEqual([[7, { reason: 'Barrier left open', charge: true, payment_method: 'card' }]]));
  });

  it("shows the server's refusal in the screen's language and stays open; a fee that came due asks for the method", async () => {
    const refusal = new HttpError('ps.errors.payment_method_required', 422, { code: 'payment_method_required', quote: { amount: 5, currency: 'SAR', minutes: 31, lines: [] } });
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

  it('is not offered once the vehicle has left', async () => {
    renderButton(stay({ inside: false, exit_time: '2026-11-22T08:00:00Z', fee_so_far: null }));
    await waitFor(() => expect(screen.queryByRole('button')).toBeNull());
  });
});
