import { screen, waitFor, within } from '@testing-library/react';
import { ResourceContextProvider, testDataProvider } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles';
import type { FeeAdjustment } from '../../providers/dataProvider';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import { AREAS } from '../subscriptions/fixtures';
import FeeAdjustmentList from './FeeAdjustmentList';

beforeEach(() => signInAs(ROLE.admin));

function adjustment(values: Partial<FeeAdjustment>): FeeAdjustment {
  return {
    id: 1,
    kind: 'waiver',
    vehicle_id: 7,
    plate: 'ABJ1234',
    plate_letters: 'ABJ',
    plate_number: '1234',
    payment_transaction_id: 11,
    area_id: 1,
    gate_id: null,
    user_id: 5,
    reason: 'Barrier stuck open',
    owed: 11,
    charged: 0,
    waived: 11,
    currency: 'SAR',
    exit_time: '2026-11-26T09:00:00.000Z',
    arrived_at: '2026-11-26T09:00:00.000Z',
    created_at: '2026-11-26T09:00:00.000Z',
    ...values,
  };
}

const ROWS = [
  adjustment({}),
  adjustment({
    id: 2,
    kind: 'lane_time',
    vehicle_id: 8,
    plate: 'DHR77',
    plate_letters: 'DHR',
    plate_number: '77',
    gate_id: 3,
    reason: null,
    owed: 5,
    waived: 5,
  }),
];

function renderList() {
  const totalsAsked: object[] = [];
  const dataProvider = testDataProvider({
    getList: (async (resource: string, { filter }: { filter: { kind?: string } }) => {
      if (resource === 'areas') return { data: AREAS, total: AREAS.length };
      const data = ROWS.filter((row) => !filter.kind || row.kind === filter.kind);
      return { data, total: data.length };
    }) as never,
    getMany: (async (resource: string) => {
      if (resource === 'employees') return { data: [{ id: 5, name: 'Khalid Gate' }] };
      if (resource === 'gates') return { data: [{ id: 3, name: 'North Exit', name_ar: 'المخرج الشمالي' }] };
      return { data: AREAS };
    }) as never,
    getFeeAdjustmentTotals: async (filter: object) => {
      totalsAsked.push(filter);
      return {
        count: 2,
        waived: 16,
        by_user: [{ user_id: 5, name: 'Khalid Gate', count: 2, waived: 16 }],
        by_gate: [
          { gate_id: null, name: null, name_ar: null, count: 1, waived: 11 },
          { gate_id: 3, name: 'North Exit', name_ar: 'المخرج الشمالي', count: 1, waived: 5 },
        ],
      };
    },
  } as never);
  renderWithAdmin(
    <ResourceContextProvider value="fee-adjustments">
      <FeeAdjustmentList />
    </ResourceContextProvider>,
    { path: '/fee-adjustments', dataProvider },
  );
  return { totalsAsked };
}

describe('the waived and adjusted fees', () => {
  it('lists each exit that took less than it owed, with who, where, why and how much, and totals by employee and gate', async () => {
    const { totalsAsked } = renderList();
    const totals = await screen.findByRole('region', { name: 'Totals of the waived and adjusted fees' });
    await waitFor(() => expect(totals).toHaveTextContent('SAR 16.00Not taken'));
    expect(
      within(screen.getByRole('region', { name: 'By employee' }))
        .getByText('Khalid Gate')
        .closest('li'),
    ).toHaveTextContent('SAR 16.00 · 2 exits');
    expect(
      within(screen.getByRole('region', { name: 'By gate' }))
        .getByText('No gate (force exit)')
        .closest('li'),
    ).toHaveTextContent('SAR 11.00 · 1 exit');

    const waiver = (await screen.findByText('1234 ABJ')).closest('tr')!;
    expect(within(waiver).getByText('Waived at a force exit')).toBeInTheDocument();
    expect(within(waiver).getByText('Barrier stuck open')).toBeInTheDocument();
    expect(await within(waiver).findByText('Khalid Gate')).toBeInTheDocument();
    const laneTime = screen.getByText('77 DHR').closest('tr')!;
    expect(within(laneTime).getByText('Lane time')).toBeInTheDocument();
    expect(await within(laneTime).findByText('North Exit')).toBeInTheDocument();
    expect(totalsAsked.length).toBeGreaterThan(0);
  });
});
