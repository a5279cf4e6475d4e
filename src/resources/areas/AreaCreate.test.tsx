import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { HttpError, ResourceContextProvider, testDataProvider } from 'react-admin';
import { ROLE } from '../../../domain/roles';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import AreaCreate from './AreaCreate';

beforeEach(() => signInAs(ROLE.admin));

function renderCreate(
  create: (resource: string, params: { data: unknown }) => Promise<{ data: { id: number } }>,
  locale: 'en' | 'ar' = 'en',
  digits: 'latn' | 'arab' = 'latn',
) {
  const calls: unknown[] = [];
  const dataProvider = testDataProvider({
    create: ((resource: string, params: { data: unknown }) => {
      calls.push(params.data);
      return create(resource, params);
    }) as never,
  });
  renderWithAdmin(
    <ResourceContextProvider value="areas">
      <AreaCreate />
    </ResourceContextProvider>,
    { path: '/areas/create', dataProvider, locale, digits },
  );
  return calls;
}

const fill = async (label: RegExp, value: string) => {
  const input = await screen.findByLabelText(label, { selector: 'input' });
  await userEvent.clear(input);
  await userEvent.type(input, value);
};

const VALID_AREA: Array<[RegExp, string]> = [
  [/^Name/, 'Riyadh Front'],
  [/Max capacity/, '100'],
  [/Subscription capacity/, '10'],
  [/Guest ticket capacity/, '90'],
  [/Hourly fee/, '5'],
  [/After first hour fee/, '3'],
  [/Daily cap/, '50'],
];

/** Fills every required field validly, with some values replaced. */
async function fillArea(changes: Array<[RegExp, string]> = []) {
  for (const [label, value] of VALID_AREA) {
    await fill(label, changes.find(([changed]) => changed.source === label.source)?.[1] ?? value);
  }
}

describe('creating an area', () => {
  it('shows the shared schema errors under the fields and sends nothing', async () => {
    const calls = renderCreate(async () => ({ data: { id: 1 } }));
    await fill(/Max capacity/, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be at least 1')).toBeInTheDocument();
    expect(screen.getAllByText('Required').length).toBeGreaterThan(0);
    expect(calls).toHaveLength(0);
  });

  it('speaks Arabic under the fields when Arabic is the language', async () => {
    const calls = renderCreate(async () => ({ data: { id: 1 } }), 'ar');
    await fill(/السعة القصوى/, '0');
    await userEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('يجب ألا تقل القيمة عن 1')).toBeInTheDocument();
    expect(screen.getAllByText('مطلوب').length).toBeGreaterThan(0);
    expect(calls).toHaveLength(0);
  });

  it('refuses more subscription spaces than the area holds', async () => {
    const calls = renderCreate(async () => ({ data: { id: 1 } }));
    await fillArea([
      [/Max capacity/, '10'],
      [/Subscription capacity/, '50'],
      [/Guest ticket capacity/, '5'],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must not exceed the max capacity')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("shows the server's field errors under their fields", async () => {
    renderCreate(async () => {
      throw new HttpError('ps.errors.validation_failed', 400, { errors: { name: 'ps.validation.too_long' } });
    });
    await fillArea();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Too long')).toBeInTheDocument();
  });

  it('sends money in SAR and empty optional names as null', async () => {
    const calls = renderCreate(async (_resource, { data }) => ({ data: { ...(data as object), id: 7 } }));
    await fillArea([[/Hourly fee/, '5.5']]);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      name: 'Riyadh Front',
      name_ar: null,
      hourly_fee: 5.5,
      max_capacity: 100,
      is_active: true,
    });
  });

  it('takes numbers typed in Arabic-Indic digits and shows them in the chosen style', async () => {
    const calls = renderCreate(async (_resource, { data }) => ({ data: { ...(data as object), id: 8 } }), 'ar', 'arab');
    await fill(/^الاسم$|^الاسم \*/, 'Riyadh Front');
    for (const [label, typed] of [
      [/السعة القصوى/, '١٠٠'],
      [/سعة الاشتراكات/, '10'],
      [/سعة تذاكر الزوار/, '۹۰'],
      [/رسوم الساعة \(/, '٥٫٥'],
      [/رسوم ما بعد الساعة الأولى/, '3'],
      [/الحد الأقصى اليومي/, '٥٠'],
    ] as const) {
      await fill(label, typed);
    }
    await userEvent.tab();
    expect(screen.getByLabelText(/سعة الاشتراكات/, { selector: 'input' })).toHaveValue('١٠');
    expect(screen.getByLabelText(/المدة المجانية/, { selector: 'input' })).toHaveValue('٣٠');
    await userEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      max_capacity: 100,
      subscription_capacity: 10,
      guest_ticket_capacity: 90,
      hourly_fee: 5.5,
      daily_cap: 50,
      free_minutes: 30,
    });
  });
});
