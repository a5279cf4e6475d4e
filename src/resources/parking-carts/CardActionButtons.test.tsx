import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider, ResourceContextProvider, testDataProvider } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ParkingCardAction } from '../../../domain/parking-cart';
import { ROLE } from '../../../domain/roles';
import type { ParkingCard } from '../../providers/dataProvider';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import { subscription } from '../subscriptions/fixtures';
import { CardActionButtons } from './CardActionButtons';
import { card } from '../../../domain/fixtures/parking-card';

beforeEach(() => signInAs(ROLE.admin));

const SUBSCRIBERS = [
  subscription({ id: 7, status: 'active' }),
  subscription({ id: 8, reference: 'SUB-000008', applicant_name: 'سلطان الزهراني', status: 'active' }),
];

function renderButtons(
  record: ParkingCard,
  { locale = 'en', refusal }: { locale?: 'en' | 'ar'; refusal?: string } = {},
) {
  const calls: Array<[number, ParkingCardAction, object]> = [];
  const subscriptionFilters: object[] = [];
  const dataProvider = {
    ...testDataProvider({
      getList: (async (_resource: string, { filter }: { filter: object }) => {
        subscriptionFilters.push(filter);
        return { data: SUBSCRIBERS, total: SUBSCRIBERS.length };
      }) as never,
      getMany: (async () => ({ data: SUBSCRIBERS })) as never,
    }),
    changeParkingCard: async (id: number, action: ParkingCardAction, body: object) => {
      if (refusal) throw new Error(`ps.errors.${refusal}`);
      calls.push([id, action, body]);
      return record;
    },
  };
  renderWithAdmin(
    <ResourceContextProvider value="parking-carts">
      <RecordContextProvider value={record}>
        <CardActionButtons />
      </RecordContextProvider>
    </ResourceContextProvider>,
    { dataProvider, locale },
  );
  return { calls, subscriptionFilters };
}

const buttonNames = () => screen.getAllByRole('button').map((button) => button.textContent);
const submit = (name: string) => userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name }));

describe('the actions of a parking card', () => {
  it('offer what the card’s status allows', async () => {
    renderButtons(card());
    await screen.findByRole('button', { name: 'Issue' });
    expect(buttonNames()).toEqual(['Issue', 'Block', 'Mark lost']);
  });

  it('issue a guest card to a plate typed in Arabic, checked as the server checks it', async () => {
    const { calls } = renderButtons(card());
    await userEvent.click(await screen.findByRole('button', { name: 'Issue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue card KFT-0003' });
    expect(dialog).toHaveTextContent('The card opens the gates of its area as the vehicle’s plate does.');
    await submit('Issue');
    expect(await within(dialog).findAllByText('Required')).toHaveLength(2);
    await userEvent.type(within(dialog).getByLabelText(/Plate letters/), 'ح ب C');
    await userEvent.type(within(dialog).getByLabelText(/Plate number/), '١٢٣٤');
    await submit('Issue');
    expect(await within(dialog).findByText('"C" is not a Saudi plate letter')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/Plate letters/));
    await userEvent.type(within(dialog).getByLabelText(/Plate letters/), 'ح ب ا');
    await submit('Issue');
    await waitFor(() => expect(calls).toEqual([[3, 'issue', { plate_letters: 'ABJ', plate_number: '1234' }]]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('issue a subscription card to an active subscription of the card’s area', async () => {
    const { calls, subscriptionFilters } = renderButtons(card({ type: 'subscription' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Issue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue card KFT-0003' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Subscription/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'سلطان الزهراني · SUB-000008' }));
    expect(
      subscriptionFilters.every(
        (filter) =>
          JSON.stringify(filter).includes('"area_id":1') && JSON.stringify(filter).includes('"status":"active"'),
      ),
    ).toBe(true);
    await submit('Issue');
    await waitFor(() => expect(calls).toEqual([[3, 'issue', { subscription_id: 8 }]]));
  });

  it('block only with a reason, and keep the dialog open with a refusal', async () => {
    const { calls } = renderButtons(card({ status: 'issued', plate_letters: 'ABJ', plate_number: '1234' }), {
      refusal: 'card_cannot_block',
    });
    expect(await screen.findByRole('button', { name: 'Return' })).toBeInTheDocument();
    expect(buttonNames()).toEqual(['Block', 'Mark lost', 'Return']);
    await userEvent.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block card KFT-0003' });
    await submit('Block');
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Damaged');
    await submit('Block');
    expect(await within(dialog).findByText('A blocked or lost card cannot be blocked')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('return a lost card after asking, in Arabic', async () => {
    const { calls } = renderButtons(card({ status: 'lost' }), { locale: 'ar' });
    await userEvent.click(await screen.findByRole('button', { name: 'إرجاع' }));
    expect(buttonNames()).not.toContain('إصدار');
    // The Latin card number is isolated (U+2068 … U+2069) inside the Arabic title.
    const dialog = await screen.findByRole('dialog', { name: 'إرجاع البطاقة \u2068KFT-0003\u2069' });
    expect(dialog).toHaveTextContent('تعود البطاقة متاحة ولا يحملها أحد.');
    await submit('إرجاع');
    await waitFor(() => expect(calls).toEqual([[3, 'return', {}]]));
  });
});
