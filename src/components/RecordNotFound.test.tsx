import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { HttpError, ResourceContextProvider, testDataProvider } from 'react-admin';
import { ROLE } from '../../domain/roles';
import AreaEdit from '../resources/areas/AreaEdit';
import AreaShow from '../resources/areas/AreaShow';
import GateEdit from '../resources/gates/GateEdit';
import GateList from '../resources/gates/GateList';
import SubAreaShow from '../resources/sub-areas/SubAreaShow';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { signInAs } from '../test/session';

/** A server that knows no record: every getOne is a 404, counted. */
function missingRecords() {
  const calls: string[] = [];
  const dataProvider = testDataProvider({
    getOne: (async (resource: string) => {
      calls.push(resource);
      throw new HttpError('ps.errors.not_found', 404, { code: 'not_found' });
    }) as never,
  });
  return { calls, dataProvider };
}

const inResource = (resource: string, page: ReactElement) => (
  <ResourceContextProvider value={resource}>{page}</ResourceContextProvider>
);

const PAGES: Array<[string, ReactElement, string, string]> = [
  ['an area', inResource('areas', <AreaShow />), '/areas/999/show', '/areas/:id/show'],
  ['an area to edit', inResource('areas', <AreaEdit />), '/areas/999', '/areas/:id'],
  ['a sub-area', inResource('sub-areas', <SubAreaShow />), '/sub-areas/999/show', '/sub-areas/:id/show'],
  ['a gate to edit', inResource('gates', <GateEdit />), '/gates/999', '/gates/:id'],
  ['the gates of an area', <GateList />, '/gates/area/999', '/gates/area/:areaId'],
];

beforeEach(() => signInAs(ROLE.superAdmin));

describe.each(PAGES)('a link to %s that does not exist', (_name, page, path, route) => {
  it('says "not found" on the page after one request, and offers a way back', async () => {
    const { calls, dataProvider } = missingRecords();
    renderWithAdmin(page, { path, route, dataProvider });
    expect(await screen.findByRole('heading', { name: 'This record does not exist' })).toBeInTheDocument();
    // With retries the state would show only after the last of them: one request means none was made.
    expect(calls).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute(
      'href',
      path.startsWith('/sub-areas') ? '/sub-areas' : '/areas',
    );
  });
});

describe('a mistyped address', () => {
  it('whose id is no id is "not found", not a failure with a retry that can never work', async () => {
    const dataProvider = testDataProvider({
      getOne: (async () => {
        throw new HttpError('ps.errors.validation_error', 400, { code: 'validation_error' });
      }) as never,
    });
    renderWithAdmin(inResource('gates', <GateEdit />), {
      path: '/gates/area/1/create',
      route: '/gates/:id/*',
      dataProvider,
    });
    expect(await screen.findByRole('heading', { name: 'This record does not exist' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

describe('the not-found state in Arabic', () => {
  it('speaks Arabic', async () => {
    const { dataProvider } = missingRecords();
    renderWithAdmin(inResource('areas', <AreaShow />), {
      path: '/areas/999/show',
      route: '/areas/:id/show',
      locale: 'ar',
      dataProvider,
    });
    expect(await screen.findByRole('heading', { name: 'هذا السجل غير موجود' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى القائمة' })).toBeInTheDocument();
  });
});
