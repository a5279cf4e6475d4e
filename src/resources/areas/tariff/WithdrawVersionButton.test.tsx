import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider, testDataProvider } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '../../../../domain/roles';
import type { TariffVersionJson } from '../../../providers/dataProvider';
import { renderWithAdmin } from '../../../test/renderWithAdmin';
import { signInAs } from '../../../test/session';
import { AreaTariff } from './AreaTariff';
import { VERSION_IN_FORCE } from './fixtures';

beforeEach(() => signInAs(ROLE.admin));

const SCHEDULED: TariffVersionJson = {
  ...VERSION_IN_FORCE,
  id: 9,
  effective_from: '2099-01-01T05:00:00.000Z',
  hourly_fee: 6,
  in_force: false,
};

function renderTariff(locale: 'en' | 'ar' = 'en') {
  let versions = [SCHEDULED, VERSION_IN_FORCE];
  const deleted: Array<{ resource: string; id: unknown }> = [];
  const dataProvider = testDataProvider({
    getList: (async () => ({ data: versions, total: versions.length })) as never,
    delete: (async (resource: string, { id }: { id: number }) => {
      deleted.push({ resource, id });
      versions = versions.filter((version) => version.id !== id);
      return { data: SCHEDULED };
    }) as never,
  });
  renderWithAdmin(
    <RecordContextProvider value={{ id: 1 }}>
      <AreaTariff />
    </RecordContextProvider>,
    { dataProvider, locale },
  );
  return deleted;
}

const versionSection = (name: RegExp) => screen.findByRole('region', { name });

describe('withdrawing a version of the tariff', () => {
  it('is offered on a version yet to start only, asks first, and takes it off the list', async () => {
    const deleted = renderTariff();
    const scheduled = await versionSection(/2099/);
    expect(within(await versionSection(/2026/)).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    await userEvent.click(within(scheduled).getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/no stay is priced by it/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(deleted).toEqual([{ resource: 'tariff-versions', id: 9 }]));
    await waitFor(() => expect(screen.queryByRole('region', { name: /2099/ })).not.toBeInTheDocument());
  });

  it('asks in Arabic', async () => {
    renderTariff('ar');
    await userEvent.click(await screen.findByRole('button', { name: 'سحب' }));
    expect(await screen.findByText(/لم يبدأ سريانه بعد/)).toBeInTheDocument();
  });

  it('is not offered to a gate employee', async () => {
    signInAs(ROLE.gateEmployee);
    renderTariff();
    await versionSection(/2099/);
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });
});
