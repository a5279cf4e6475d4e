import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { HttpError, Notification, RecordContextProvider, testDataProvider } from 'react-admin';
import { ROLE } from '../../../domain/roles';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import type { CompanySubscription, Seen } from '../../providers/dataProvider';
import { PAYMENT_METHODS } from '../subscriptions/fixtures';
import { DecisionButtons } from './DecisionButtons';
import { StatusChip } from './StatusChip';
import { VehiclePlates } from './VehiclePlates';

beforeEach(() => signInAs(ROLE.superAdmin));

const PENDING = {
  id: 5,
  subscriber_name: 'Omar Al-Anazi',
  status: 'pending',
  vehicles: [],
  version: 'as-shown',
} as unknown as CompanySubscription;
/** An approved subscription whose manager asked to swap its plate. */
const CHANGING = {
  ...PENDING,
  status: 'active',
  vehicles: [{ id: 1, plate_letters: 'ABJ', plate_number: '101', notes: null, is_active: true }],
  pending_vehicles: [{ plate_letters: 'ABJ', plate_number: '102', notes: null, is_active: true }],
} as unknown as CompanySubscription;

function renderButtons(
  record: CompanySubscription,
  {
    locale = 'en',
    refuse = false,
    changed = false,
  }: { locale?: 'en' | 'ar'; refuse?: boolean; changed?: boolean } = {},
) {
  /** Each decision sent: what, on which version of the record, with what. */
  const calls: Array<[string, string, object]> = [];
  const dataProvider = {
    ...testDataProvider({
      getList: (async () => ({ data: PAYMENT_METHODS, total: PAYMENT_METHODS.length })) as never,
      getMany: (async () => ({ data: PAYMENT_METHODS })) as never,
    }),
    approveCompanySubscription: async ({ version }: Seen, body: object) => {
      if (refuse) throw new Error('Only a pending subscription can be approved or rejected.');
      calls.push(['approve', version, body]);
      return { ...record, status: 'active' };
    },
    rejectCompanySubscription: async ({ version }: Seen, body: object) => {
      calls.push(['reject', version, body]);
      return { ...record, status: 'rejected' };
    },
    approveCompanyVehicleChange: async ({ version }: Seen) => {
      if (changed) throw new HttpError('ps.errors.record_changed', 409, { code: 'record_changed' });
      calls.push(['approve change', version, {}]);
      return { ...record, pending_vehicles: null };
    },
    rejectCompanyVehicleChange: async ({ version }: Seen, body: object) => {
      calls.push(['reject change', version, body]);
      return { ...record, pending_vehicles: null };
    },
  };
  renderWithAdmin(
    <RecordContextProvider value={record}>
      <DecisionButtons />
      <Notification />
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
    await waitFor(() =>
      expect(calls).toEqual([['approve', 'as-shown', { payment_method_id: 2, admin_notes: 'Paid by card' }]]),
    );
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
    await waitFor(() => expect(calls).toEqual([['reject', 'as-shown', { reason: 'Not an employee' }]]));
  });

  it("offer, on one approved to be paid online, its payment link for the company's manager and the rejection of it, in Arabic", async () => {
    const calls = renderButtons({ ...PENDING, status: 'awaiting_payment' } as CompanySubscription, { locale: 'ar' });
    await userEvent.click(await screen.findByRole('button', { name: 'رابط الدفع' }));
    expect(await screen.findByText('أرسله أيضًا بالبريد الإلكتروني إلى مدير الشركة')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'إغلاق' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'قبول' })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'رفض' }));
    await userEvent.type(screen.getByLabelText(/سبب الرفض/), 'ألغت الشركة الطلب');
    await userEvent.click(screen.getAllByRole('button', { name: 'رفض' }).at(-1)!);
    await waitFor(() => expect(calls).toEqual([['reject', 'as-shown', { reason: 'ألغت الشركة الطلب' }]]));
  });

  it('are not offered once the subscription is decided', async () => {
    renderButtons({ ...PENDING, status: 'active' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull());
  });

  it('offer the decision on a vehicle change waiting on an approved subscription, and show the plates asked for', async () => {
    const calls = renderButtons(CHANGING);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the vehicle change of Omar Al-Anazi' });
    expect(dialog.textContent).toContain('replace those the gate admits now');
    await userEvent.click(screen.getAllByRole('button', { name: 'Approve change' }).at(-1)!);
    await waitFor(() => expect(calls).toEqual([['approve change', 'as-shown', {}]]));
    await userEvent.click(await screen.findByRole('button', { name: 'Reject change' }));
    await userEvent.type(screen.getByLabelText(/Rejection reason/), 'Not a company car');
    await userEvent.click(screen.getAllByRole('button', { name: 'Reject change' }).at(-1)!);
    await waitFor(() => expect(calls.at(-1)).toEqual(['reject change', 'as-shown', { reason: 'Not a company car' }]));
  });

  it('decide nothing on plates swapped since they were shown: the dialog closes and says so, in Arabic', async () => {
    const calls = renderButtons(CHANGING, { locale: 'ar', changed: true });
    await userEvent.click(await screen.findByRole('button', { name: 'قبول التغيير' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'قبول التغيير' }));
    expect(await screen.findByText(/تغيّر السجل منذ أن اطّلعت عليه/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([]);
  });

  it('say in Arabic that a vehicle change waits, with the plates asked for', async () => {
    signInAs(ROLE.companyManager);
    renderWithAdmin(
      <RecordContextProvider value={CHANGING}>
        <VehiclePlates />
      </RecordContextProvider>,
      { dataProvider: testDataProvider(), locale: 'ar' },
    );
    expect(await screen.findByText('تغيير بانتظار الموافقة:')).toBeTruthy();
    expect(screen.getByText('ح ب ا ١٠٢')).toBeTruthy();
  });

  it('say plainly that a subscription ended with its company’s quota', async () => {
    const lapsed = {
      ...PENDING,
      status: 'expired',
      end_date: '2099-01-01',
      quota_valid_to: '2026-01-01',
    } as unknown as CompanySubscription;
    renderWithAdmin(
      <RecordContextProvider value={lapsed}>
        <StatusChip />
      </RecordContextProvider>,
      { dataProvider: testDataProvider() },
    );
    expect(await screen.findByText('Expired: the company’s quota has lapsed')).toBeTruthy();
  });
});
