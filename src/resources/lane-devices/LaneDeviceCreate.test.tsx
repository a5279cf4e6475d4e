import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ResourceContextProvider, testDataProvider } from 'react-admin';
import { ROLE } from '../../../domain/roles';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import LaneDeviceCreate from './LaneDeviceCreate';

beforeEach(() => signInAs(ROLE.admin));

const GATES = [{ id: 7, name: 'North Entrance', name_ar: 'المدخل الشمالي', area_id: 1 }];
const KEY = 'psl_AbCdEfGhIjKl_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';

function renderCreate(locale: 'en' | 'ar' = 'en') {
  const sent: Array<Record<string, unknown>> = [];
  const dataProvider = testDataProvider({
    getList: (async () => ({ data: GATES, total: GATES.length })) as never,
    getMany: (async () => ({ data: GATES })) as never,
    create: (async (_resource: string, { data }: { data: Record<string, unknown> }) => {
      sent.push(data);
      return { data: { ...data, id: 12, status: 'active', key_id: 'AbCdEfGhIjKl', key: KEY } };
    }) as never,
  });
  renderWithAdmin(
    <ResourceContextProvider value="lane-devices">
      <LaneDeviceCreate />
    </ResourceContextProvider>,
    { path: '/lane-devices/create', dataProvider, locale },
  );
  return sent;
}

describe('registering a lane device', () => {
  it('sends its gate, kind, name and heartbeat, then shows its key once, to copy before leaving', async () => {
    const sent = renderCreate();
    await userEvent.click(await screen.findByRole('combobox', { name: /^Gate/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'North Entrance' }));
    await userEvent.click(screen.getByRole('combobox', { name: /^Kind/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Camera' }));
    await userEvent.type(screen.getByLabelText(/^Name/, { selector: 'input' }), 'North entry camera');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ gate_id: 7, kind: 'camera', name: 'North entry camera', heartbeat_seconds: 300 });
    const dialog = await screen.findByRole('dialog', { name: 'The device’s key' });
    expect(dialog).toHaveTextContent('it is not shown again');
    expect(screen.getByLabelText('Device key')).toHaveTextContent(KEY);
  });

  it('says in Arabic how long a heartbeat may be', async () => {
    const sent = renderCreate('ar');
    await userEvent.click(await screen.findByRole('combobox', { name: /^البوابة/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'المدخل الشمالي' }));
    await userEvent.click(screen.getByRole('combobox', { name: /^النوع/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'جهاز دفع' }));
    await userEvent.type(screen.getByLabelText(/^الاسم/, { selector: 'input' }), 'جهاز الدفع الشمالي');
    const heartbeat = screen.getByLabelText(/^نبضة الاتصال/, { selector: 'input' });
    await userEvent.clear(heartbeat);
    await userEvent.type(heartbeat, '5');
    await userEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('بين 10 و3600 ثانية')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});
