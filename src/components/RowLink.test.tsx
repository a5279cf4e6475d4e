import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ResourceContextProvider, testDataProvider } from 'react-admin';
import { ROLE } from '../../domain/roles';
import AreaList from '../resources/areas/AreaList';
import GateList from '../resources/gates/GateList';
import SubAreaList from '../resources/sub-areas/SubAreaList';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { signInAs } from '../test/session';

const RECORDS: Record<string, object[]> = {
  areas: [{ id: 1, name: 'Riyadh Park', name_ar: null, max_capacity: 100, is_active: true }],
  gates: [{ id: 7, name: 'North Gate', gate_type_id: 3, area_id: 1, status: 'active' }],
  'sub-areas': [{ id: 4, name: 'Level B1', area_id: 1, max_capacity: 40 }],
  'gate-types': [{ id: 3, name_en: 'Entry', name_ar: 'دخول' }],
};

const dataProvider = testDataProvider({
  getList: (async (resource: string) => ({ data: RECORDS[resource], total: RECORDS[resource]!.length })) as never,
  getMany: (async (resource: string) => ({ data: RECORDS[resource] })) as never,
  getOne: (async (resource: string) => ({ data: RECORDS[resource]![0] })) as never,
});

const LISTS: Array<[string, ReactElement, { path: string; route?: string }, string, string]> = [
  ['areas', <ResourceContextProvider value="areas"><AreaList /></ResourceContextProvider>, { path: '/areas' }, 'Riyadh Park', '/areas/1/show'],
  ['sub-areas', <ResourceContextProvider value="sub-areas"><SubAreaList /></ResourceContextProvider>, { path: '/sub-areas' }, 'Level B1', '/sub-areas/4/show'],
  ['gates of an area', <GateList />, { path: '/gates/area/1', route: '/gates/area/:areaId' }, 'North Gate', '/gates/7'],
];

beforeEach(() => signInAs(ROLE.superAdmin));

describe.each(LISTS)('the %s list', (_name, list, where, rowName, opens) => {
  it('opens a row from the keyboard: Tab reaches its name, Enter opens it', async () => {
    renderWithAdmin(list, { ...where, dataProvider });
    const link = await screen.findByRole('link', { name: rowName });
    for (let presses = 0; presses < 40 && document.activeElement !== link; presses++) await userEvent.tab();
    expect(document.activeElement).toBe(link);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(opens));
  });
});
