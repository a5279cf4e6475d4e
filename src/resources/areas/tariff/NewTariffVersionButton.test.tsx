import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, RecordContextProvider, testDataProvider } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLE } from '../../../../domain/roles';
import type { TariffVersionBody } from '../../../../domain/schemas/tariff-version';
import { renderWithAdmin } from '../../../test/renderWithAdmin';
import { signInAs } from '../../../test/session';
import { AreaTariff } from './AreaTariff';
import { VERSION_IN_FORCE } from './fixtures';

beforeEach(() => signInAs(ROLE.admin));

function renderTariff(
  publishTariffVersion: (areaId: number, body: TariffVersionBody) => Promise<unknown>,
  locale: 'en' | 'ar' = 'en',
) {
  const dataProvider = {
    ...testDataProvider({ getList: (async () => ({ data: [VERSION_IN_FORCE], total: 1 })) as never }),
    publishTariffVersion,
  };
  renderWithAdmin(
    <RecordContextProvider value={{ id: 1 }}>
      <AreaTariff />
    </RecordContextProvider>,
    { dataProvider, locale },
  );
}

async function openNewVersion(name: string) {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog');
}

describe('a new version of the tariff', () => {
  it('starts from the version in force and sends the peak window added', async () => {
    const publish = vi.fn(async () => ({ ...VERSION_IN_FORCE, id: 8 }));
    renderTariff(publish);
    const dialog = await openNewVersion('New version');
    expect(within(dialog).getAllByRole('spinbutton', { name: /^Hourly fee/ })[0]).toHaveValue(5);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a peak window' }));
    const added = within(within(dialog).getAllByRole('group', { name: 'Days' }).at(-1)!.closest('li')!);
    await userEvent.click(added.getByLabelText('Saturday'));
    await userEvent.type(added.getByRole('textbox', { name: /^From/ }), '09:00');
    await userEvent.type(added.getByRole('textbox', { name: /^To/ }), '12:00');
    await userEvent.type(added.getByRole('spinbutton', { name: /^Hourly fee/ }), '7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'New version' }));
    await waitFor(() => expect(publish).toHaveBeenCalledTimes(1));
    const [areaId, body] = publish.mock.calls[0] as unknown as [number, TariffVersionBody];
    expect(areaId).toBe(1);
    expect(body.peaks).toEqual([
      { days: [0, 1, 2, 3, 4], starts_at: '17:00', ends_at: '21:30', hourly_fee: 8 },
      { days: [6], starts_at: '09:00', ends_at: '12:00', hourly_fee: 7 },
    ]);
    expect(body.event_days).toHaveLength(1);
    expect(body.effective_from).toBeUndefined();
  });

  it('names the municipal rule that refused it, and keeps the dialog open', async () => {
    const publish = vi.fn(async () => {
      throw new HttpError('ps.errors.tariff_rule_first_minutes_free', 422, {
        code: 'tariff_rule_first_minutes_free',
        details: { rules: ['first_minutes_free'] },
      });
    });
    renderTariff(publish, 'ar');
    const dialog = await openNewVersion('إصدار جديد');
    const freeMinutes = within(dialog).getByLabelText(/المدة المجانية/);
    await userEvent.clear(freeMinutes);
    await userEvent.type(freeMinutes, '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'إصدار جديد' }));
    expect(
      await within(dialog).findByText(
        'ترفض الأنظمة البلدية هذه التعرفة: يجب أن تكون أول 20 دقيقة من الوقوف مجانية على الأقل',
      ),
    ).toBeInTheDocument();
    expect(publish.mock.calls[0]).toMatchObject([1, { free_minutes: 10 }]);
  });
});
