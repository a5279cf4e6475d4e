import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { testDataProvider } from 'react-admin';
import { ROLE } from '../../../domain/roles';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import type { CompanySubscription } from '../../providers/dataProvider';
import { ApproveDialog, RejectDialog } from './DecisionDialogs';

beforeEach(() => signInAs(ROLE.superAdmin));

const SUBSCRIPTION = { id: 5, subscriber_name: 'Omar Al-Anazi', status: 'pending', vehicles: [] } as unknown as CompanySubscription;
const METHODS = [
  { id: 1, code: 'cash', name_en: 'Cash', name_ar: 'نقدًا' },
  { id: 6, code: 'bank_transfer', name_en: 'Bank transfer', name_ar: 'تحويل بنكي' },
];

function provider(calls: Array<[string, number, object]>) {
  return {
    ...testDataProvider({ getList: (async () => ({ data: METHODS, total: METHODS.length })) as never }),
    approveCompanySubscription: async (id: number, body: object) => {
      calls.push(['approve', id, body]);
      return { ...SUBSCRIPTION, status: 'active' };
    },
    rejectCompanySubscription: async (id: number, body: object) => {
      calls.push(['reject', id, body]);
      return { ...SUBSCRIPTION, status: 'rejected' };
    },
  };
}

describe('ApproveDialog', () => {
  it('requires a payment method, then approves with it and the admin notes', async () => {
    const calls: Array<[string, number, object]> = [];
    let closed = false;
    renderWithAdmin(<ApproveDialog subscription={SUBSCRIPTION} open onClose={() => (closed = true)} />, { dataProvider: provider(calls) });
    expect(await screen.findByRole('dialog', { name: 'Approve the subscription of Omar Al-Anazi' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(calls).toHaveLength(0);
    await userEvent.click(screen.getByRole('combobox', { name: /Payment method/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bank transfer' }));
    await userEvent.type(screen.getByLabelText('Admin notes'), 'Paid by transfer');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(calls).toEqual([['approve', 5, { payment_method_id: 6, admin_notes: 'Paid by transfer' }]]));
    await waitFor(() => expect(closed).toBe(true));
  });

  it('names the payment methods in Arabic', async () => {
    renderWithAdmin(<ApproveDialog subscription={SUBSCRIPTION} open onClose={() => {}} />, { dataProvider: provider([]), locale: 'ar' });
    await userEvent.click(await screen.findByRole('combobox', { name: /طريقة الدفع/ }));
    expect(await screen.findByRole('option', { name: 'تحويل بنكي' })).toBeTruthy();
  });
});

describe('RejectDialog', () => {
  it('requires a reason', async () => {
    const calls: Array<[string, number, object]> = [];
    renderWithAdmin(<RejectDialog subscription={SUBSCRIPTION} open onClose={() => {}} />, { dataProvider: provider(calls) });
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/Reason/), 'Not an employee');
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(calls).toEqual([['reject', 5, { reason: 'Not an employee' }]]));
  });
});
