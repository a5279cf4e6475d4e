import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ResourceContextProvider, testDataProvider } from 'react-admin';
import { ROLE } from '../../../domain/roles';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import CompanySubscriptionCreate from './CompanySubscriptionCreate';

beforeEach(() => signInAs(ROLE.companyManager));

function renderCreate(locale: 'en' | 'ar' = 'en') {
  const sent: Array<Record<string, unknown>> = [];
  const dataProvider = testDataProvider({
    create: (async (_resource: string, { data }: { data: Record<string, unknown> }) => {
      sent.push(data);
      return { data: { id: 7, ...data } };
    }) as never,
  });
  renderWithAdmin(
    <ResourceContextProvider value="company-subscriptions">
      <CompanySubscriptionCreate />
    </ResourceContextProvider>,
    { path: '/company-subscriptions/create', dataProvider, locale },
  );
  return sent;
}

const field = (label: RegExp, index = 0) =>
  screen.findAllByLabelText(label, { selector: 'input' }).then((inputs) => inputs[index]!);

async function fillSubscriber() {
  await userEvent.type(await field(/^Subscriber name/), 'Reem Al-Zahrani');
  await userEvent.type(await field(/^Mobile number/), '050 123 4567');
  await userEvent.type(await field(/^Email/), 'reem@alnoor.example.sa');
}

describe('the vehicles of a new company subscription', () => {
  it('starts with one vehicle row, adds another and sends both plates as the server stores them', async () => {
    const sent = renderCreate();
    await fillSubscriber();
    await userEvent.type(await field(/^Plate letters/), 'abj');
    await userEvent.type(await field(/^Plate number/), '1234');
    await userEvent.click(screen.getByRole('button', { name: /add/i }));
    await userEvent.type(await field(/^Plate letters/, 1), 'RSD');
    await userEvent.type(await field(/^Plate number/, 1), '٤٨');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      subscriber_name: 'Reem Al-Zahrani',
      phone: '+966501234567',
      vehicles: [
        { plate_letters: 'ABJ', plate_number: '1234', is_active: true },
        { plate_letters: 'RSD', plate_number: '48', is_active: true },
      ],
    });
  });

  it('refuses plates outside SPEC section 5 under their fields, sending nothing', async () => {
    const sent = renderCreate();
    await fillSubscriber();
    await userEvent.type(await field(/^Plate letters/), 'ABJDR');
    await userEvent.type(await field(/^Plate number/), '12a');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('At most 4 letters')).toBeTruthy();
    expect(await screen.findByText('At most 4 digits, digits only, not zeros only')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('asks for at least one vehicle when the last row is removed', async () => {
    const sent = renderCreate();
    await fillSubscriber();
    // The row's remove button shows on hover.
    await userEvent.hover(await field(/^Plate letters/));
    await userEvent.click(screen.getByLabelText('Remove', { selector: 'button' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Add at least one vehicle')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('is labelled in Arabic', async () => {
    renderCreate('ar');
    expect(await field(/^حروف اللوحة/)).toBeTruthy();
    expect(await field(/^رقم اللوحة/)).toBeTruthy();
  });
});
