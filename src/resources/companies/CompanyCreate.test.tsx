import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { HttpError, ResourceContextProvider, testDataProvider } from 'react-admin';
import { ROLE } from '../../../domain/roles';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import CompanyCreate from './CompanyCreate';

beforeEach(() => signInAs(ROLE.superAdmin));

const AREAS = [
  { id: 1, name: 'Olaya Business District', name_ar: 'حي العليا التجاري' },
  { id: 2, name: 'Jeddah Corniche', name_ar: 'كورنيش جدة' },
];
const SUB_AREAS = [
  { id: 11, name: 'Zone A', name_ar: 'المنطقة أ', area_id: 1 },
  { id: 21, name: 'North Lot', name_ar: 'الساحة الشمالية', area_id: 2 },
];
const PLANS = [
  { id: 101, name_en: 'Olaya corporate', name_ar: 'باقة العليا للشركات', area_id: 1, plan_type: 'company' },
  { id: 201, name_en: 'Corniche corporate', name_ar: 'باقة الكورنيش للشركات', area_id: 2, plan_type: 'company' },
];
const RECORDS: Record<string, Array<{ id: number; area_id?: number }>> = {
  areas: AREAS,
  'sub-areas': SUB_AREAS,
  'subscription-plans': PLANS,
};

function renderCreate(create: (data: Record<string, unknown>) => Promise<{ data: { id: number } }>) {
  const listed: Array<{ resource: string; filter: Record<string, unknown> }> = [];
  const dataProvider = testDataProvider({
    getList: (async (resource: string, { filter }: { filter: Record<string, unknown> }) => {
      listed.push({ resource, filter });
      const data = RECORDS[resource]!.filter(
        (record) => filter.area_id === undefined || record.area_id === filter.area_id,
      );
      return { data, total: data.length };
    }) as never,
    getMany: (async (resource: string, { ids }: { ids: number[] }) => ({
      data: RECORDS[resource]!.filter((record) => ids.includes(record.id)),
    })) as never,
    create: ((_resource: string, { data }: { data: Record<string, unknown> }) => create(data)) as never,
  });
  renderWithAdmin(
    <ResourceContextProvider value="companies">
      <CompanyCreate />
    </ResourceContextProvider>,
    { path: '/companies/create', dataProvider },
  );
  return listed;
}

async function choose(label: RegExp, option: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function fill(label: RegExp, value: string) {
  const input = await screen.findByLabelText(label, { selector: 'input' });
  await userEvent.clear(input);
  await userEvent.type(input, value);
}

async function fillCompany() {
  await fill(/^Name/, 'Gulf Freight');
  await fill(/^Contact phone/, '011 456 7890');
  await choose(/^Area/, 'Jeddah Corniche');
  await choose(/^Sub-area/, 'North Lot');
  await choose(/^Subscription plan/, 'Corniche corporate');
  await fill(/^Allocated subscriptions/, '25');
  await fill(/^Manager full name/, 'Reem Al-Harbi');
  await fill(/^Manager username/, 'reem');
  await fill(/^Manager email/, 'reem@gulf.example.sa');
  await fill(/^Manager mobile/, '0551234567');
  await fill(/^Manager password/, 'Company#2026');
}

describe('creating a company', () => {
  it('offers the sub-areas and company plans of the chosen area only, once it is chosen', async () => {
    const listed = renderCreate(async () => ({ data: { id: 1 } }));
    expect(await screen.findByRole('combobox', { name: /^Sub-area/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('combobox', { name: /^Subscription plan/ })).toHaveAttribute('aria-disabled', 'true');
    await choose(/^Area/, 'Jeddah Corniche');
    await userEvent.click(await screen.findByRole('combobox', { name: /^Sub-area/ }));
    const options = within(await screen.findByRole('listbox'));
    expect(options.getByRole('option', { name: 'North Lot' })).toBeInTheDocument();
    expect(options.queryByRole('option', { name: 'Zone A' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(listed).toContainEqual({
      resource: 'subscription-plans',
      filter: { area_id: 2, plan_type: 'company', is_active: true },
    });
  });

  it('sends the company and its manager account together', async () => {
    const sent: Array<Record<string, unknown>> = [];
    renderCreate(async (data) => {
      sent.push(data);
      return { data: { ...data, id: 9 } as never };
    });
    await fillCompany();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      name: 'Gulf Freight',
      contact_phone: '+966114567890',
      area_id: 2,
      sub_area_id: 21,
      plan_id: 201,
      initial_quota: 25,
      is_active: true,
      admin_email: 'reem@gulf.example.sa',
      admin_phone: '+966551234567',
      admin_password: 'Company#2026',
    });
  });

  it('shows a short manager password under its field and sends nothing', async () => {
    const sent: unknown[] = [];
    renderCreate(async (data) => {
      sent.push(data);
      return { data: { id: 1 } };
    });
    await fillCompany();
    await fill(/^Manager password/, 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be at least 8 characters')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('asks for the national address with a VAT number, then sends both as a tax invoice needs them', async () => {
    const sent: Array<Record<string, unknown>> = [];
    renderCreate(async (data) => {
      sent.push(data);
      return { data: { ...data, id: 9 } as never };
    });
    await fillCompany();
    await fill(/^VAT number/, '310122393500003');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText(/^Required with a VAT number/)).toHaveLength(5);
    expect(sent).toHaveLength(0);
    await fill(/^Street/, 'طريق الملك عبدالعزيز');
    await fill(/^Building number/, '8228');
    await fill(/^District/, 'الحمراء');
    await fill(/^City/, 'جدة');
    await fill(/^Postal code/, '23212');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      vat_number: '310122393500003',
      address_building_number: '8228',
      address_city: 'جدة',
      address_postal_code: '23212',
    });
  });

  it('sends its pools, one per area: a second pool for an area is shown on its line and nothing is sent', async () => {
    const sent: Array<Record<string, unknown>> = [];
    renderCreate(async (data) => {
      sent.push(data);
      return { data: { ...data, id: 9 } as never };
    });
    await fillCompany();
    const pools = within(screen.getByRole('group', { name: 'Pooled parking' }));
    for (const size of ['4', '2']) {
      await userEvent.click(pools.getByRole('button', { name: 'Add a pool' }));
      await userEvent.click(pools.getAllByRole('combobox', { name: /^Area/ }).at(-1)!);
      await userEvent.click(await screen.findByRole('option', { name: 'Jeddah Corniche' }));
      await userEvent.type(pools.getAllByLabelText(/^Vehicles inside at once/, { selector: 'input' }).at(-1)!, size);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This area already has a pool above')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await userEvent.click(pools.getAllByRole('combobox', { name: /^Area/ }).at(-1)!);
    await userEvent.click(await screen.findByRole('option', { name: 'Olaya Business District' }));
    await userEvent.click(pools.getAllByRole('combobox', { name: /^When the pool is full/ }).at(-1)!);
    await userEvent.click(await screen.findByRole('option', { name: 'Let it in as a guest who pays' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.pools).toEqual([
      { area_id: 2, size: 4, overflow: 'refuse' },
      { area_id: 1, size: 2, overflow: 'guest' },
    ]);
  });

  it("shows the server's refusal of a taken manager email under that field", async () => {
    renderCreate(async () => {
      throw new HttpError('ps.errors.duplicate', 409, {
        code: 'duplicate',
        errors: { admin_email: 'ps.validation.unique' },
      });
    });
    await fillCompany();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const email = screen.getByLabelText(/^Manager email/, { selector: 'input' });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(await screen.findByText('This value is already in use')).toBeInTheDocument();
  });
});
