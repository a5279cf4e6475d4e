import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider, testDataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles';
import { cashierShiftRecordSchema } from '../../../domain/schemas/cashier-shift';
import type { CashierShift, CashierShiftWithDetail } from '../../providers/dataProvider';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import { ONE_OF_EACH } from '../listFixtures';
import CashierShiftList from './CashierShiftList';
import CashierShiftShow from './CashierShiftShow';
import ShiftReportPage from './report/ShiftReportPage';
import { PAYMENT_METHODS } from '../subscriptions/fixtures';
import { shortShift } from './fixtures';

beforeEach(() => signInAs(ROLE.admin));

/** The shift as the list answers it: the record's fields only, none of its page's place, takings, count or lines. */
function listed(shift: CashierShiftWithDetail): CashierShift {
  return Object.fromEntries(
    Object.keys(cashierShiftRecordSchema.shape).map((field) => [field, shift[field as keyof CashierShift]]),
  ) as CashierShift;
}

/** The list and the shift's page as the app routes them; the page's own request answers when `answer` is called. */
function renderListThenShow(shift: CashierShiftWithDetail) {
  let answer: () => void = () => undefined;
  const detail = new Promise<{ data: CashierShiftWithDetail }>((resolve) => {
    answer = () => resolve({ data: shift });
  });
  const dataProvider = testDataProvider({
    getList: (async (resource: string) => {
      if (resource === 'cashier-shifts') return { data: [listed(shift)], total: 1 };
      if (resource === 'payment-methods') return { data: PAYMENT_METHODS, total: PAYMENT_METHODS.length };
      return { data: [], total: 0 };
    }) as never,
    getMany: (async (resource: string) => ({ data: ONE_OF_EACH[resource] ?? [] })) as never,
    getManyReference: (async () => ({ data: [], total: 0 })) as never,
    getOne: (() => detail) as never,
  } as never);
  renderWithAdmin(
    <ResourceContextProvider value="cashier-shifts">
      <Routes>
        <Route path="/cashier-shifts" element={<CashierShiftList />} />
        <Route path="/cashier-shifts/:id/show" element={<CashierShiftShow />} />
        <Route path="/cashier-shifts/:id/report" element={<ShiftReportPage />} />
      </Routes>
    </ResourceContextProvider>,
    { path: '/cashier-shifts', dataProvider },
  );
  return { answer };
}

describe('a cashier shift’s page', () => {
  it('opened from the list, shows the listed shift at once and its reconciliation when its own detail arrives', async () => {
    const { answer } = renderListThenShow(shortShift());
    await userEvent.click(await screen.findByText('Fahad Al-Harbi'));
    expect(await screen.findByText('A 5 riyal note given twice')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/cashier-shifts/12/show');

    answer();
    const table = await screen.findByRole('table', { name: 'Expected against counted' });
    expect(await within(table).findByRole('row', { name: /^Cash/ })).toHaveTextContent(
      'CashSAR 113.00SAR 108.00-SAR 5.00',
    );
    expect(screen.getByText('King Fahd Road Tower')).toBeInTheDocument();
  });

  it('opened on to its Z report before its detail arrived, the report waits for it instead of failing', async () => {
    const { answer } = renderListThenShow(shortShift());
    await userEvent.click(await screen.findByText('Fahad Al-Harbi'));
    await userEvent.click(await screen.findByRole('link', { name: 'Z report' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/cashier-shifts/12/report');
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();

    answer();
    const paper = await screen.findByRole('article', { name: 'Shift report (Z) #12' });
    expect(await within(paper).findByText('A 5 riyal note given twice')).toBeInTheDocument();
  });
});
