import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ResourceContextProvider, testDataProvider } from 'react-admin';
import { ROLE } from '../../../domain/roles';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import { AREAS, PLANS } from './fixtures';
import SubscriptionCreate from './SubscriptionCreate';

beforeEach(() => signInAs(ROLE.admin));

function renderCreate() {
  const created: Array<Record<string, unknown>> = [];
  const planFilters: object[] = [];
  const dataProvider = testDataProvider({
    getList: (async (resource: string, { filter }: { filter: { area_id?: number } }) => {
      if (resource === 'areas') return { data: AREAS, total: AREAS.length };
      planFilters.push(filter);
      const data = PLANS.filter((plan) => plan.area_id === filter.area_id);
      return { data, total: data.length };
    }) as never,
    getMany: (async (resource: string, { ids }: { ids: number[] }) => ({
      data: (resource === 'areas' ? AREAS : PLANS).filter((record) => ids.includes(record.id)),
    })) as never,
    getOne: (async (_resource: string, { id }: { id: number }) => ({
      data: PLANS.find((plan) => plan.id === Number(id)),
    })) as never,
    create: (async (_resource: string, { data }: { data: Record<string, unknown> }) => {
      created.push(data);
      return { data: { ...data, id: 99 } };
    }) as never,
  });
  renderWithAdmin(
    <ResourceContextProvider value="subscriptions">
      <SubscriptionCreate />
    </ResourceContextProvider>,
    { path: '/subscriptions/create', dataProvider },
  );
  return { created, planFilters };
}

const combobox = (name: RegExp) => screen.findByRole('combobox', { name });

async function choose(name: RegExp, option: string | RegExp) {
  await userEvent.click(await combobox(name));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function optionsOf(name: RegExp): Promise<string[]> {
  await userEvent.click(await combobox(name));
  const options = within(await screen.findByRole('listbox'))
    .getAllByRole('option')
    .map((option) => (option.textContent ?? '').replace(/\s/g, ' '));
  await userEvent.keyboard('{Escape}');
  return options.filter((option) => option.trim() !== '');
}

async function fill(label: RegExp, value: string, index = 0) {
  const input = (await screen.findAllByLabelText(label, { selector: 'input' }))[index]!;
  await userEvent.clear(input);
  await userEvent.type(input, value);
}

describe('a subscription made by staff', () => {
  it("offers the area's active individual plans with duration and price once an area is chosen, and clears the plan with another area", async () => {
    const { planFilters } = renderCreate();
    expect(await screen.findByText('Choose the area first')).toBeInTheDocument();
    expect(await combobox(/^Plan/)).toHaveAttribute('aria-disabled', 'true');

    await choose(/^Area/, 'Olaya Business District');
    expect(await optionsOf(/^Plan/)).toEqual([
      'Monthly Plan · 30 days · SAR 400.00',
      'Annual Plan · 12 months · SAR 3,840.00',
    ]);
    expect(planFilters.at(-1)).toEqual({ plan_type: 'individual', is_active: true, area_id: 1 });
    await choose(/^Plan/, /^Annual Plan/);

    await choose(/^Area/, 'Jeddah Corniche');
    await waitFor(async () => expect(await combobox(/^Plan/)).not.toHaveTextContent('Annual Plan'));
    expect(await optionsOf(/^Plan/)).toEqual(['Corniche Monthly · 1 month · SAR 350.00']);
  });

  it("adds vehicles up to the plan's max, and sends the subscription", async () => {
    const { created } = renderCreate();
    await fill(/^Applicant name/, 'Huda Al-Shehri');
    await fill(/^Mobile number/, '0501234567');
    await choose(/^Area/, 'Olaya Business District');
    await choose(/^Plan/, /^Monthly Plan/);
    expect(await screen.findByText('The plan allows up to 2 vehicles')).toBeInTheDocument();
    await fill(/^Plate letters/, 'ABJ');
    await fill(/^Plate number/, '1234');
    const add = screen.getByRole('button', { name: 'Add a vehicle' });
    await userEvent.click(add);
    await fill(/^Plate letters/, 'دهر', 1);
    await fill(/^Plate number/, '٥٦٧', 1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Add a vehicle' })).not.toBeInTheDocument());
    // A plan for fewer vehicles, chosen afterwards, is said to allow fewer at once.
    await choose(/^Area/, 'Jeddah Corniche');
    await choose(/^Plan/, /^Corniche Monthly/);
    expect(
      await screen.findByText('More vehicles than the plan allows: The plan allows one vehicle'),
    ).toBeInTheDocument();
    await choose(/^Area/, 'Olaya Business District');
    await choose(/^Plan/, /^Monthly Plan/);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({
      applicant_name: 'Huda Al-Shehri',
      phone: '+966501234567',
      area_id: 1,
      plan_id: 10,
      vehicles: [
        { plate_letters: 'ABJ', plate_number: '1234', model: null, colour: null },
        // Arabic letters typed in reading order are stored as the plate's Latin letters.
        { plate_letters: 'RHD', plate_number: '567', model: null, colour: null },
      ],
    });
  });
});
