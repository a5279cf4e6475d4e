import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider, testDataProvider } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles';
import type { CashierShiftWithDetail } from '../../providers/dataProvider';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import { ONE_OF_EACH } from '../listFixtures';
import CashierShiftList from './CashierShiftList';
import { openShift, shortShift } from './fixtures';

beforeEach(() => signInAs(ROLE.admin));

const SHIFTS = [
  shortShift(),
  shortShift({
    id: 11,
    difference: 0,
    has_difference: false,
    difference_reason: null,
    employee_name: 'Omar Al-Zahrani',
  }),
  openShift({ id: 13, employee_name: 'Saad Al-Otaibi' }),
];

function renderList(shifts: CashierShiftWithDetail[]) {
  const filters: object[] = [];
  const dataProvider = testDataProvider({
    getList: (async (resource: string, { filter }: { filter: { has_difference?: boolean } }) => {
      if (resource !== 'cashier-shifts') return { data: ONE_OF_EACH[resource] ?? [], total: 1 };
      filters.push(filter);
      const data = shifts.filter(
        (shift) => filter.has_difference === undefined || shift.has_difference === filter.has_difference,
      );
      return { data, total: data.length };
    }) as never,
    getMany: (async (resource: string) => ({ data: ONE_OF_EACH[resource] ?? [] })) as never,
  } as never);
  renderWithAdmin(
    <ResourceContextProvider value="cashier-shifts">
      <CashierShiftList />
    </ResourceContextProvider>,
    { path: '/cashier-shifts', dataProvider },
  );
  return { filters };
}

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('the cashier shifts list', () => {
  it('shows each shift’s times, cashier, place, status, float and difference, coloured when not zero', async () => {
    renderList(SHIFTS);
    await screen.findByText('Fahad Al-Harbi');
    await waitFor(() =>
      expect(rowOf('Fahad Al-Harbi')).toHaveTextContent(
        '1222 Nov 2026, 6:00 am22 Nov 2026, 2:00 pmFahad Al-HarbiRiyadh ParkNorth GateClosedSAR 100.00-SAR 5.00',
      ),
    );
    expect(rowOf('Saad Al-Otaibi')).toHaveTextContent('Open');
    const short = within(rowOf('Fahad Al-Harbi')).getByText('-SAR 5.00');
    const balanced = within(rowOf('Omar Al-Zahrani')).getByText('SAR 0.00');
    expect(getComputedStyle(short).color).not.toBe(getComputedStyle(balanced).color);
  });

  it('filters the shifts whose count differed', async () => {
    const { filters } = renderList(SHIFTS);
    await screen.findByText('Omar Al-Zahrani');
    await userEvent.click(screen.getByRole('combobox', { name: 'Difference' }));
    await userEvent.click(await screen.findByRole('option', { name: 'With a difference' }));
    await waitFor(() => expect(screen.queryByText('Omar Al-Zahrani')).toBeNull());
    expect(filters.at(-1)).toEqual({ has_difference: true });
    expect(screen.getByText('Fahad Al-Harbi')).toBeInTheDocument();
  });
});
