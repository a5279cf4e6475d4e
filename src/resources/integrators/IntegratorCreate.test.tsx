import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ResourceContextProvider, testDataProvider } from 'react-admin';
import { ROLE } from '../../../domain/roles';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import IntegratorCreate from './IntegratorCreate';

beforeEach(() => signInAs(ROLE.superAdmin));

const AREAS = [{ id: 3, name: 'Riyadh Park', name_ar: 'رياض بارك' }];
const KEY = 'psi_AbCdEfGhIjKl_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';

function renderCreate(locale: 'en' | 'ar' = 'en') {
  const sent: Array<Record<string, unknown>> = [];
  const dataProvider = testDataProvider({
    getList: (async () => ({ data: AREAS, total: AREAS.length })) as never,
    getMany: (async () => ({ data: AREAS })) as never,
    create: (async (_resource: string, { data }: { data: Record<string, unknown> }) => {
      sent.push(data);
      return { data: { ...data, id: 4, status: 'active', key_id: 'AbCdEfGhIjKl', key: KEY } };
    }) as never,
  });
  renderWithAdmin(
    <ResourceContextProvider value="integrators">
      <IntegratorCreate />
    </ResourceContextProvider>,
    { path: '/integrators/create', dataProvider, locale },
  );
  return sent;
}

describe('registering an integrator', () => {
  it('sends its name, scopes and areas, then shows its key once', async () => {
    const sent = renderCreate();
    await userEvent.type(await screen.findByLabelText(/^Name/, { selector: 'input' }), 'City portal');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Occupancy' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sessions' }));
    await userEvent.click(screen.getByRole('combobox', { name: /^Areas/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Riyadh Park' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ name: 'City portal', scopes: ['occupancy:read', 'sessions:read'], area_ids: [3] });
    const dialog = await screen.findByRole('dialog', { name: 'The integrator’s key' });
    expect(dialog).toHaveTextContent('it is not shown again');
    expect(screen.getByLabelText('Integrator key')).toHaveTextContent(KEY);
  });

  it('asks in Arabic for at least one scope', async () => {
    const sent = renderCreate('ar');
    await userEvent.type(await screen.findByLabelText(/^الاسم/, { selector: 'input' }), 'بوابة المدينة');
    expect(screen.getByRole('checkbox', { name: 'الإشغال' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText(/مطلوب/)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});
