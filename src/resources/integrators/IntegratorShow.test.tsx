import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider, testDataProvider } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles';
import type { Integrator, KeyHolder } from '../../providers/dataProvider';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import IntegratorShow from './IntegratorShow';

beforeEach(() => signInAs(ROLE.superAdmin));

const NEW_KEY = 'psi_ZyXwVuTsRqPo_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';
const PORTAL: Integrator = {
  id: 5,
  name: 'City portal',
  scopes: ['places:read', 'sessions:read'],
  area_ids: null,
  status: 'active',
  key_id: 'AbCdEfGhIjKl',
  key_issued_at: '2026-11-01T08:00:00.000Z',
  last_used_at: null,
  created_at: '2026-11-01T08:00:00.000Z',
  updated_at: '2026-11-01T08:00:00.000Z',
};

function renderShow(locale: 'en' | 'ar' = 'en') {
  const calls: Array<[string, KeyHolder, number]> = [];
  let stored = PORTAL;
  const dataProvider = testDataProvider({
    getOne: (async () => ({ data: stored })) as never,
    rotateKey: async (resource: KeyHolder, id: number) => {
      calls.push(['rotate', resource, id]);
      return { key: NEW_KEY };
    },
    revokeKey: async (resource: KeyHolder, id: number) => {
      calls.push(['revoke', resource, id]);
      stored = { ...stored, status: 'revoked' };
      return stored;
    },
  } as never);
  renderWithAdmin(
    <ResourceContextProvider value="integrators">
      <IntegratorShow />
    </ResourceContextProvider>,
    { path: '/integrators/5/show', route: '/integrators/:id/show', dataProvider, locale },
  );
  return calls;
}

describe('an integrator’s page', () => {
  it('shows what its key may read, everywhere; a new key is asked for again and shown once', async () => {
    const calls = renderShow();
    expect(await screen.findByText('Sessions')).toBeInTheDocument();
    expect(screen.getByText('Every area')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New key' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByLabelText('Integrator key')).toHaveTextContent(NEW_KEY);
    expect(calls).toEqual([['rotate', 'integrators', 5]]);
  });

  it('revoked in Arabic, it offers no key action any more', async () => {
    const calls = renderShow('ar');
    await userEvent.click(await screen.findByRole('button', { name: 'إلغاء جهة التكامل' }));
    await userEvent.click(await screen.findByRole('button', { name: 'تأكيد' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'مفتاح جديد' })).not.toBeInTheDocument());
    expect(screen.getByText('ملغاة')).toBeInTheDocument();
    expect(calls).toEqual([['revoke', 'integrators', 5]]);
  });
});
