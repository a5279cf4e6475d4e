import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { RecordContextProvider, testDataProvider } from 'react-admin';
import { ROLE } from '../../../domain/roles';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import type { CompanySubscription } from '../../providers/dataProvider';
import { PAYMENT_METHODS } from '../subscriptions/fixtures';
import { DecisionButtons } from './DecisionButtons';

beforeEach(() => signInAs(ROLE.superAdmin));

const PENDING = { id: 5, subscriber_name: 'Omar Al-Anazi', status: 'pending', vehicles: [] } as unknown as CompanySubscription;

function renderButtons(record: CompanySubscription, { locale = 'en', refuse = false }: { locale?: 'en' | 'ar'; refuse?: boolean } = {}) {
  const calls: Array<[string, number, object]> = [];
  const dataProvider = {
    ...testDataProvider({
      getList: (async () => ({ data: PAYMENT_METHODS, total: PAYMENT_METHODS.length })) as never,
      getMany: (async () => ({ data: PAYMENT_METHODS })) as never,
    }),
    approveCompanySubscription: async (id: number, body: object) => {
      if (refuse) throw new Error('Only a pending subscription can be approved or rejected.');
      calls.push(['approve', id, body]);
      return { ...record, status: 'active' };
    },
    rejectCompanySubscription: async (id: number, body: object) => {
      calls.push(['reject', id, body]);
      return { ...record, status: 'rejected' };
    },
  };
  renderWithAdmin(
    <RecordContextProvider value={record}>
      <DecisionButtons />
    </RecordContextProvider>,
    { dataProvider, locale },
  );
  return calls;
}

describe('the decisions on a company subscription', () => {
  it('approve with a required payment method and optional notes, in the dialog of individual subscriptions', async () => {
    const calls = renderButtons(PENDING);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the subscription of Omar Al-Anazi' });
    expect(dialog.textContent).toContain('It starts today');
    await userEvent.click(screen.getAllByRole('button', { name: 'Approve' }).at(-1)!);
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(calls).toHaveLength(0);
    await userEvent.click(screen.getByRole('combobox', { name: /Payment method/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Card' }));
    await userEvent.type(screen.getByLabelText('Admin notes'), 'Paid by card');
    await userEvent.click(screen.getAllByRole('button', { name: 'Approve' }).at(-1)!);
    await waitFor(() => expect(calls).toEqual([['approve', 5, { payment_method_id: 2, admin_notes: 'Paid by card' }]]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keep the dialog open with the refusal when someone else decided first', async () => {
    renderButtons(PENDING, { refuse: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await userEvent.click(screen.getByRole('combobox', { name: /Payment method/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cash' }));
    await userEvent.click(screen.getAllByRole('button', { name: 'Approve' }).at(-1)!);
    expect(await screen.findByText('Only a pending subscription can be approved or rejected.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('name the payment methods in Arabic', async () => {
    renderButtons(PENDING, { locale: 'ar' });
    await userEvent.click(await screen.findByRole('button', { name: 'قبول' }));
    await userEvent.click(await screen.findByRole('combobox', { name: /طريقة الدفع/ }));
    expect(await screen.findByRole('option', { name: 'بطاقة' })).toBeTruthy();
  });

  it('reject only with a reason', async () => {
    const calls = renderButtons(PENDING);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    await userEvent.click(screen.getAllByRole('button', { name: 'Reject' }).at(-1)!);
    expect(await screen.findByText('Required')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/Rejection reason/), 'Not an employee');
    await userEvent.click(screen.getAllByRole('button', { name: 'Reject' }).at(-1)!);
    await waitFor(() => expect(calls).toEqual([['reject', 5, { reason: 'Not an employee' }]]));
  });

  it('are not offered once the subscription is decided', async () => {
    renderButtons({ ...PENDING, status: 'active' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull());
  });
});
