import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, ResourceContextProvider, testDataProvider } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MerchantTopUpInput } from '../../../domain/schemas/merchant';
import { ROLE } from '../../../domain/roles';
import type { MerchantTopUp } from '../../providers/dataProvider';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import { BOOKSHOP, BOOKSHOP_OFFERS, BOOKSHOP_VALIDATOR, CLINIC, FIRST_TOP_UP, WATERFRONT } from './fixtures';
import type { Merchant } from './MerchantFields';
import MerchantShow from './MerchantShow';

beforeEach(() => signInAs(ROLE.admin));

const RELATED: Record<string, unknown[]> = { 'merchant-offers': BOOKSHOP_OFFERS, employees: [BOOKSHOP_VALIDATOR] };

/** The page of `merchant`; each top-up raises the balance and joins the list, as the API does, unless `refuse` throws. */
function renderShow(merchant: Merchant, { locale = 'en', refuse }: { locale?: 'en' | 'ar'; refuse?: HttpError } = {}) {
  const calls: Array<[number, MerchantTopUpInput]> = [];
  let stored = merchant;
  let topUps: MerchantTopUp[] = [FIRST_TOP_UP];
  const dataProvider = testDataProvider({
    getOne: (async () => ({ data: stored })) as never,
    getMany: (async () => ({ data: [WATERFRONT] })) as never,
    getManyReference: (async (resource: string) => ({
      data: RELATED[resource] ?? [],
      total: RELATED[resource]?.length ?? 0,
    })) as never,
    getMerchantTopUps: async () => topUps,
    topUpMerchant: async (id: number, body: MerchantTopUpInput) => {
      calls.push([id, body]);
      if (refuse) throw refuse;
      const made = { ...FIRST_TOP_UP, id: 2, amount: Number(body.amount), reference: body.reference ?? null };
      stored = { ...stored, balance: stored.balance + made.amount };
      topUps = [made, ...topUps];
      return made;
    },
  } as never);
  renderWithAdmin(
    <ResourceContextProvider value="merchants">
      <MerchantShow />
    </ResourceContextProvider>,
    { path: `/merchants/${merchant.id}/show`, route: '/merchants/:id/show', dataProvider, locale },
  );
  return calls;
}

describe('a merchant’s page', () => {
  it('shows its balance, offers, validators and top-ups; a top-up is asked for in a dialog and raises the balance', async () => {
    const calls = renderShow(BOOKSHOP);
    expect(await screen.findByText(/SAR\s480\.00/)).toBeInTheDocument();
    expect(await screen.findByText('60 minutes free')).toBeInTheDocument();
    expect(screen.getByText('validator@demo.sa')).toBeInTheDocument();
    const topUps = await screen.findByRole('table', { name: 'Top-ups' });
    expect(within(topUps).getByText('DEMO-TOPUP-1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Monthly statement' })).toHaveAttribute('href', '/merchants/7/statement');

    await userEvent.click(screen.getByRole('button', { name: 'Top up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Top up Waterfront Books' });
    expect(dialog).toHaveTextContent(/The balance is SAR\s480\.00/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Top up' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Amount paid in/ }), '250');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Payment reference' }), 'TRF-2026-11');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Top up' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([[7, { amount: 250, reference: 'TRF-2026-11' }]]);
    expect(await screen.findByText(/SAR\s730\.00/)).toBeInTheDocument();
    expect(await within(screen.getByRole('table', { name: 'Top-ups' })).findByText('TRF-2026-11')).toBeInTheDocument();
  });

  it('offers no top-up to a merchant billed monthly, and says how it is billed', async () => {
    renderShow(CLINIC);
    expect(await screen.findByText('Billed by its monthly statement')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Monthly statement' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Top up' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Top-ups' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal in Arabic and stays open", async () => {
    const calls = renderShow(BOOKSHOP, {
      locale: 'ar',
      refuse: new HttpError('ps.errors.not_prepaid', 422, { code: 'not_prepaid' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'شحن الرصيد' }));
    const dialog = await screen.findByRole('dialog', { name: /شحن رصيد/ });
    expect(dialog).toHaveTextContent('مكتبة الواجهة');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /المبلغ المدفوع/ }), '100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'شحن الرصيد' }));
    expect(
      await within(dialog).findByText('لا يُشحن إلا رصيد تاجر مدفوع مسبقًا؛ أما تاجر الفوترة الشهرية فيُحاسَب بكشفه'),
    ).toBeInTheDocument();
    expect(calls).toEqual([[7, { amount: 100, reference: null }]]);
  });
});
