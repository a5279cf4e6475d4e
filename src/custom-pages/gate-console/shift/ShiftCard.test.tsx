import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { testDataProvider } from 'react-admin';
import type { CashierShiftCloseInput } from '../../../../domain/schemas/cashier-shift';
import { ROLE } from '../../../../domain/roles';
import { withActionFailures } from '../../../providers/actionFailures';
import type { AppDataProvider, CashierShiftWithDetail } from '../../../providers/dataProvider';
import { openShift } from '../../../resources/cashier-shifts/fixtures';
import { PAYMENT_METHODS } from '../../../resources/subscriptions/fixtures';
import { renderWithAdmin } from '../../../test/renderWithAdmin';
import { signInAs } from '../../../test/session';
import { ShiftCard } from './ShiftCard';

beforeEach(() => signInAs(ROLE.gateEmployee));

/** The console's shift card at gate 7, on a fake API that records what it is sent. */
function renderCard(shift: CashierShiftWithDetail | null, locale: 'en' | 'ar' = 'en') {
  const sent: { closes: Array<[number, CashierShiftCloseInput]>; opens: object[] } = { closes: [], opens: [] };
  let current = shift;
  const dataProvider = withActionFailures({
    ...testDataProvider({
      getList: (async () => ({ data: PAYMENT_METHODS, total: PAYMENT_METHODS.length })) as never,
    }),
    getCurrentShift: async () => ({ shift: current }),
    openShift: async (body: object) => {
      sent.opens.push(body);
      current = openShift({
        taken: [],
        lines: [{ payment_method: 'cash', expected: 200, counted: null, difference: null }],
      });
      return current;
    },
    closeShift: async (id: number, body: CashierShiftCloseInput) => {
      sent.closes.push([id, body]);
      const closed = { ...current!, status: 'closed' as const };
      current = null;
      return closed;
    },
  } as unknown as AppDataProvider);
  renderWithAdmin(<ShiftCard gateId={7} />, { dataProvider, locale });
  return sent;
}

const quantity = (dialog: HTMLElement, denomination: string) =>
  within(dialog).getByLabelText(new RegExp(`^(Quantity of|عدد فئة) ${denomination.replace('.', '\\.')}$`));

async function openCloseDialog(name = 'Close shift') {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog');
}

describe("the cashier's shift on the console", () => {
  it('shows the open shift: its float, the cash taken and the payments so far', async () => {
    renderCard(openShift());
    const card = await screen.findByRole('region', { name: 'Your shift' });
    expect(await within(card).findByText(/Open since 22 Nov 2026, 6:00 am at North Entrance/)).toBeInTheDocument();
    expect(card).toHaveTextContent('SAR 100.00Float');
    expect(card).toHaveTextContent('SAR 13.00Cash taken so far');
    expect(card).toHaveTextContent('3Payments');
    expect(card).toHaveTextContent('SAR 113.00Expected in the till');
  });

  it('counts the till note by note, totals each line and the cash live, and sends the balanced count', async () => {
    const sent = renderCard(openShift());
    const dialog = await openCloseDialog();
    await userEvent.type(quantity(dialog, '100'), '1');
    await userEvent.type(quantity(dialog, '10'), '1');
    await userEvent.type(quantity(dialog, '2'), '1');
    await userEvent.type(quantity(dialog, '0.5'), '2');
    const cash = within(dialog).getByRole('table', { name: 'Cash in the till' });
    expect(quantity(dialog, '0.5').closest('tr')).toHaveTextContent('SAR 1.00');
    expect(within(cash).getByRole('status')).toHaveTextContent('SAR 113.00');
    const table = within(dialog).getByRole('table', { name: 'Expected against counted' });
    // Card not given yet: 5.00 short.
    expect(within(table).getByRole('row', { name: /^Card/ })).toHaveTextContent('CardSAR 5.00SAR 0.00-SAR 5.00');
    expect(within(dialog).getByRole('textbox', { name: /Reason for the difference/ })).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Card'), '5');
    expect(within(table).getByRole('row', { name: /^Cash/ })).toHaveTextContent('CashSAR 113.00SAR 113.00SAR 0.00');
    expect(within(dialog).queryByRole('textbox', { name: /Reason for the difference/ })).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close shift' }));
    await waitFor(() =>
      expect(sent.closes).toEqual([
        [
          12,
          {
            cash_count: [
              { denomination: 100, count: 1 },
              { denomination: 10, count: 1 },
              { denomination: 2, count: 1 },
              { denomination: 0.5, count: 2 },
            ],
            counted: { card: 5 },
            difference_reason: null,
          },
        ],
      ]),
    );
    const closed = await screen.findByText('Shift #12 is closed.');
    expect(within(closed.closest('[role="alert"]')!).getByRole('link', { name: 'Z report' })).toHaveAttribute(
      'href',
      '/cashier-shifts/12/report',
    );
    expect(screen.getByRole('button', { name: 'Open shift' })).toBeInTheDocument();
  });

  it('will not close a till that differs without its reason, in Arabic, and sends the reason given', async () => {
    const sent = renderCard(
      openShift({ taken: [], lines: [{ payment_method: 'cash', expected: 100, counted: null, difference: null }] }),
      'ar',
    );
    const dialog = await openCloseDialog('إغلاق الوردية');
    await userEvent.type(quantity(dialog, '50'), '1');
    expect(within(dialog).getByRole('table', { name: 'المتوقع مقابل المعدود' })).toHaveTextContent('-50.00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'إغلاق الوردية' }));
    expect(await within(dialog).findByText('اذكر سبب الفرق بين المعدود والمتوقع')).toBeInTheDocument();
    expect(sent.closes).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /سبب الفرق/ }), 'سُلّمت ورقة خمسين مرتين');
    await userEvent.click(within(dialog).getByRole('button', { name: 'إغلاق الوردية' }));
    await waitFor(() =>
      expect(sent.closes).toEqual([
        [
          12,
          {
            cash_count: [{ denomination: 50, count: 1 }],
            counted: {},
            difference_reason: 'سُلّمت ورقة خمسين مرتين',
          },
        ],
      ]),
    );
  });

  it('says cash needs an open shift, and opens one at the gate with its float', async () => {
    const sent = renderCard(null);
    const card = await screen.findByRole('region', { name: 'Your shift' });
    expect(await within(card).findByText('No shift is open')).toBeInTheDocument();
    expect(card).toHaveTextContent('Cash needs an open shift');
    await userEvent.click(within(card).getByRole('button', { name: 'Open shift' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Float/), '200');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open shift' }));
    await waitFor(() => expect(sent.opens).toEqual([{ float: 200, gate_id: 7 }]));
    expect(await within(card).findByText(/Open since/)).toBeInTheDocument();
  });
});
