import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ResourceContextProvider, ResourceDefinitionContextProvider, testDataProvider } from 'react-admin';
import { ROLE } from '../../../domain/roles';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import { CHOICES, stays } from './fixtures';
import VehicleList from './VehicleList';

beforeEach(() => signInAs(ROLE.admin));

function setViewport(viewport: { width: number; height: number }) {
  (window as unknown as { happyDOM: { setViewport(size: typeof viewport): void } }).happyDOM.setViewport(viewport);
}
afterEach(() => setViewport({ width: 1440, height: 900 }));

/** The list over the fixtures' stays, filtered as the API filters them; answers the filters it was asked for. */
function renderList({ locale = 'en' }: { locale?: 'en' | 'ar' } = {}) {
  const filters: Array<Record<string, unknown>> = [];
  const dataProvider = testDataProvider({
    getList: (async (resource: string, { filter }: { filter: Record<string, unknown> }) => {
      if (resource !== 'vehicles') return { data: [], total: 0 };
      filters.push(filter);
      const data = stays().filter(
        (stay) =>
          (filter.inside === undefined || stay.inside === filter.inside) &&
          (filter.area_id === undefined || stay.area_id === filter.area_id) &&
          (filter.gate_id === undefined || [stay.entry_gate_id, stay.exit_gate_id].includes(filter.gate_id as number)),
      );
      return { data, total: data.length };
    }) as never,
    getVehicleChoices: async () => CHOICES,
  } as never);
  renderWithAdmin(
    <ResourceDefinitionContextProvider definitions={{ vehicles: { name: 'vehicles', hasShow: true } }}>
      <ResourceContextProvider value="vehicles">
        <VehicleList />
      </ResourceContextProvider>
    </ResourceDefinitionContextProvider>,
    { path: '/vehicles', locale, dataProvider },
  );
  return filters;
}

const rowOf = async (plate: string) => (await screen.findByText(plate)).closest('tr')!;

describe('the current vehicles list', () => {
  it('shows the vehicles inside first: plate, type, area, entry gate, the running duration and the fee so far', async () => {
    const filters = renderList();
    const row = await rowOf('1234 ABJ');
    expect(filters[0]).toEqual({ inside: true });
    expect(screen.queryByText('77 KLD')).toBeNull();
    expect(within(row).getByText('Guest')).toBeInTheDocument();
    expect(await within(row).findByText('Olaya Business District')).toBeInTheDocument();
    expect(within(row).getByText('Olaya North Gate')).toBeInTheDocument();
    expect(within(row).getByText('2 hours 10 minutes')).toBeInTheDocument();
    expect(row).toHaveTextContent('SAR 11.00');
    // All inside: no exit times to show.
    expect(screen.queryByRole('columnheader', { name: 'Exit time' })).toBeNull();
    expect(within(row).getByRole('button', { name: 'Force exit' })).toBeInTheDocument();
  });

  it('lists the vehicles that left by the inside filter, with how long they stayed and no force exit', async () => {
    const filters = renderList();
    await rowOf('1234 ABJ');
    await userEvent.click(screen.getByRole('combobox', { name: 'Inside' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Left' }));
    await waitFor(() => expect(filters.at(-1)).toEqual({ inside: false }));
    const row = await rowOf('77 KLD');
    expect(screen.queryByText('1234 ABJ')).toBeNull();
    expect(within(row).getByText('Subscriber')).toBeInTheDocument();
    expect(within(row).getByText('3 days 5 hours')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Force exit' })).toBeNull();
    expect(row).toHaveTextContent('21 Nov 2026, 2:00 pm');
    expect(screen.queryByRole('columnheader', { name: 'Fee so far' })).toBeNull();
  });

  it("offers the chosen area's gates only, and filters by the gate chosen", async () => {
    const filters = renderList();
    await rowOf('1234 ABJ');
    await userEvent.click(screen.getByRole('combobox', { name: 'Area' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Jeddah Corniche' }));
    await waitFor(() => expect(filters.at(-1)).toEqual({ inside: true, area_id: 2 }));
    await userEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Gate' }));
    await userEvent.click(await screen.findByRole('combobox', { name: 'Gate' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent?.trim()).filter(Boolean)).toEqual(['Corniche Gate']);
    await userEvent.click(options.find((option) => option.textContent === 'Corniche Gate')!);
    await waitFor(() => expect(filters.at(-1)).toEqual({ inside: true, area_id: 2, gate_id: 21 }));
  });

  it('says the duration in Arabic, in its plural forms', async () => {
    renderList({ locale: 'ar' });
    const row = await rowOf('1234 ABJ');
    expect(within(row).getByText('ساعتان و10 دقائق')).toBeInTheDocument();
    expect(await within(row).findByText('حي العليا التجاري')).toBeInTheDocument();
  });

  it('shows one row per vehicle on a phone, with its place, duration and fee', async () => {
    setViewport({ width: 390, height: 844 });
    renderList();
    const line = (await screen.findByText('1234 ABJ')).closest('li')!;
    await waitFor(() => expect(line).toHaveTextContent('Olaya Business District'));
    expect(line).toHaveTextContent('2 hours 10 minutes · SAR 11.00');
    expect(within(line).getByText('Guest')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
