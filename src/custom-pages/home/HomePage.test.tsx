import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HttpError, testDataProvider } from 'react-admin';
import { ROLE } from '../../../domain/roles';
import type { AreaOccupancy, Dashboard } from '../../../domain/schemas/dashboard';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import { HomePage } from './HomePage';

const mall = { id: 1, name: 'Riyadh Park Mall', name_ar: 'الرياض بارك مول' };

function area(id: number, inside: number, overrides: Partial<AreaOccupancy> = {}): AreaOccupancy {
  return { id, name: `Area ${id}`, name_ar: null, max_capacity: 100, inside, is_active: true, ...overrides };
}

const estate: Dashboard = {
  scope_area_id: null,
  areas: 8,
  gates: 17,
  sub_areas: 12,
  total_capacity: 4210,
  occupancy: [
    area(1, 104, { ...mall }),
    area(2, 90, { name: 'Olaya Business District' }),
    area(3, 10, { is_active: false, name: 'Closed Lot' }),
    ...[4, 5, 6, 7, 8].map((id) => area(id, 0)),
  ],
  latest_changes: [
    { resource: 'gates', record_id: 7, name: 'North Gate', name_ar: null, area: mall, action: 'updated', at: '2026-11-22T06:30:00Z', by: null },
    { resource: 'areas', record_id: 1, name: mall.name, name_ar: mall.name_ar, area: mall, action: 'created', at: '2026-11-21T08:00:00Z', by: { id: 1, name: 'Faisal' } },
    { resource: 'gates', record_id: 9, name: 'Old Gate', name_ar: 'البوابة القديمة', area: mall, action: 'deleted', at: '2026-11-20T08:00:00Z', by: { id: 2, name: 'Noura' } },
  ],
};

function renderHome(dashboard: Dashboard, locale: 'en' | 'ar' = 'en') {
  const dataProvider = testDataProvider({ getDashboard: async () => dashboard } as never);
  renderWithAdmin(<HomePage />, { path: '/home', dataProvider, locale });
}

const section = (name: string | RegExp) => screen.findByRole('region', { name });

describe("the administrators' home", () => {
  it('shows the counts, a bar of occupancy per area (the fullest first) and the latest changes', async () => {
    signInAs(ROLE.superAdmin);
    renderHome(estate);

    const occupancy = await section('Occupancy by area');
    expect(within(occupancy).getByText('All areas: 204 of 800 spaces taken (26%)')).toBeInTheDocument();
    const bars = within(occupancy).getAllByRole('progressbar');
    // Six areas first; the rest behind a button.
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual(['Riyadh Park Mall', 'Olaya Business District', 'Closed Lot', 'Area 4', 'Area 5', 'Area 6']);
    // Over capacity: the bar is full and says the real figures.
    expect(bars[0]).toHaveAttribute('aria-valuenow', '100');
    expect(bars[0]).toHaveAttribute('aria-valuetext', '104 of 100');
    expect(within(occupancy).getByText(/104 of 100 · 104%/)).toBeInTheDocument();
    expect(bars[1]).toHaveAttribute('aria-valuenow', '90');
    expect(within(occupancy).getByText('Inactive')).toBeInTheDocument();
    expect(within(occupancy).getByRole('link', { name: 'Riyadh Park Mall' })).toHaveAttribute('href', '/areas/1/show');
    await userEvent.click(within(occupancy).getByRole('button', { name: 'Show all areas (8)' }));
    expect(within(occupancy).getAllByRole('progressbar')).toHaveLength(8);

    const changes = await section('Latest changes');
    // The super admin may read the whole log.
    expect(await within(changes).findByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '/audit-log');
    const rows = within(changes).getAllByRole('link').filter((link) => link.getAttribute('href') !== '/audit-log');
    expect(rows[0]).toHaveAttribute('href', '/gates/7');
    expect(rows[0]).toHaveTextContent('North Gate');
    expect(rows[0]).toHaveTextContent(/Gate edited · Riyadh Park Mall · 22 Nov 2026, 09:30/);
    expect(rows[1]).toHaveAttribute('href', '/areas/1/show');
    expect(rows[1]).toHaveTextContent(/Area added · 21 Nov 2026, 11:00 · by Faisal/);
    // A deleted record is named as it was, and opens nowhere.
    expect(rows).toHaveLength(2);
    expect(within(changes).getByText('Old Gate').closest('li')).toHaveTextContent(/Gate deleted · Riyadh Park Mall · 20 Nov 2026, 11:00 · by Noura/);

    for (const label of ['Areas', 'Gates', 'Sub-areas', 'Total capacity (spaces)']) expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getByText('4,210')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your workplace' })).not.toBeInTheDocument();
  });

  it('speaks Arabic with the Arabic names of the areas', async () => {
    signInAs(ROLE.admin);
    renderHome(estate, 'ar');

    const occupancy = await section('الإشغال حسب المنطقة');
    expect(within(occupancy).getAllByRole('progressbar')[0]).toHaveAttribute('aria-label', 'الرياض بارك مول');
    expect(within(occupancy).getByText('غير مفعّلة')).toBeInTheDocument();
    const changes = await section('أحدث التغييرات');
    // An admin sees the latest changes but not the log.
    expect(within(changes).queryByRole('link', { name: 'سجل التدقيق' })).not.toBeInTheDocument();
    expect(within(changes).getAllByRole('link')[0]).toHaveTextContent(/عُدّلت بوابة · الرياض بارك مول/);
    expect(within(changes).getAllByRole('link')[1]).toHaveTextContent('أُضيفت منطقة');
    expect(within(changes).getByText('البوابة القديمة').closest('li')).toHaveTextContent(/حُذفت بوابة · الرياض بارك مول · .* · بواسطة \u2068Noura\u2069/);
  });

  it('says so when there are no areas and no changes yet', async () => {
    signInAs(ROLE.admin);
    renderHome({ ...estate, areas: 0, gates: 0, sub_areas: 0, total_capacity: 0, occupancy: [], latest_changes: [] });
    expect(within(await section('Occupancy by area')).getByText('No areas yet')).toBeInTheDocument();
    expect(within(await section('Latest changes')).getByText('No changes yet')).toBeInTheDocument();
  });
});

describe("the gate employee's home", () => {
  it('is the gate console (gate-console/GateConsolePage.test.tsx), not the estate', async () => {
    signInAs(ROLE.gateEmployee);
    const dataProvider = testDataProvider({
      getGateConsole: async () => {
        throw new HttpError('ps.errors.no_workplace', 403, { code: 'no_workplace' });
      },
      getDashboard: async () => estate,
    } as never);
    renderWithAdmin(<HomePage />, { path: '/home', dataProvider });
    expect(await screen.findByRole('heading', { name: 'Gate console', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Occupancy by area' })).not.toBeInTheDocument();
  });
});
