import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider, testDataProvider } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import { BOOKSHOP } from '../merchants/fixtures';
import OfferCreate from './OfferCreate';

beforeEach(() => signInAs(ROLE.admin));

/** The new offer's form, opened from the bookshop's page (its merchant given); answers the offer as it was sent. */
function renderCreate() {
  const sent: Array<Record<string, unknown>> = [];
  const dataProvider = testDataProvider({
    getList: (async () => ({ data: [BOOKSHOP], total: 1 })) as never,
    getMany: (async () => ({ data: [BOOKSHOP] })) as never,
    create: (async (_resource: string, { data }: { data: Record<string, unknown> }) => {
      sent.push(data);
      return { data: { ...data, id: 30 } };
    }) as never,
  });
  renderWithAdmin(
    <ResourceContextProvider value="merchant-offers">
      <OfferCreate />
    </ResourceContextProvider>,
    { path: `/merchant-offers/create?source=${JSON.stringify({ merchant_id: 7 })}`, dataProvider },
  );
  return sent;
}

describe('a new offer', () => {
  it('asks for the value of its kind only, sends it, and leads back to its merchant', async () => {
    const sent = renderCreate();
    expect(await screen.findByRole('combobox', { name: /^Merchant/ })).toHaveTextContent('Waterfront Books');
    expect(screen.getByLabelText(/^Free minutes/, { selector: 'input' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: /^Kind/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Percentage off' }));
    expect(screen.queryByLabelText(/^Free minutes/, { selector: 'input' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Name \*/, { selector: 'input' }), 'Members 20%');
    await userEvent.type(screen.getByLabelText(/^Percentage off/, { selector: 'input' }), '120');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Between 1 and 100 percent')).toBeInTheDocument();
    expect(sent).toEqual([]);

    const percent = screen.getByLabelText(/^Percentage off/, { selector: 'input' });
    await userEvent.clear(percent);
    await userEvent.type(percent, '20');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ merchant_id: 7, name: 'Members 20%', kind: 'percent_off', percent: 20 });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/merchants/7/show'));
  });
});
