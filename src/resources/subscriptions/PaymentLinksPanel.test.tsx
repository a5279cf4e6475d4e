import { screen } from '@testing-library/react';
import { RecordContextProvider, testDataProvider } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles';
import type { Subscription } from '../../providers/dataProvider';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import { subscription } from './fixtures';
import { PaymentLinksPanel } from './PaymentLinksPanel';

beforeEach(() => signInAs(ROLE.admin));

const LINKS = [
  {
    id: 2,
    state: 'open',
    created_at: '2026-12-04T09:00:00.000Z',
    created_by_name: 'Noura Al-Harbi',
    expires_at: '2026-12-07T09:00:00.000Z',
    paid_at: null,
    last_failure: 'INSUFFICIENT FUNDS',
  },
  {
    id: 1,
    state: 'cancelled',
    created_at: '2026-12-04T08:00:00.000Z',
    created_by_name: null,
    expires_at: '2026-12-07T08:00:00.000Z',
    paid_at: null,
    last_failure: null,
  },
];

function renderPanel(
  overrides: Partial<Subscription>,
  links: unknown[],
  locale: 'en' | 'ar' = 'en',
  resource: 'subscriptions' | 'company-subscriptions' = 'subscriptions',
) {
  const asked: unknown[] = [];
  const dataProvider = {
    ...testDataProvider(),
    getPaymentLinks: async (_resource: string, id: unknown) => {
      asked.push(id);
      return links;
    },
  };
  renderWithAdmin(
    <RecordContextProvider value={subscription(overrides)}>
      <PaymentLinksPanel resource={resource} />
    </RecordContextProvider>,
    { dataProvider, locale },
  );
  return asked;
}

describe("a subscription's payment links", () => {
  it('lists each link, newest first: who sent it and when, until when, its state and the last decline', async () => {
    renderPanel({ status: 'awaiting_payment' }, LINKS);
    expect(await screen.findByText(/^Sent .* by Noura Al-Harbi$/)).toBeInTheDocument();
    expect(screen.getByText(/^Mailed .* after the approval$/)).toBeInTheDocument();
    expect(screen.getByText(/last attempt declined: INSUFFICIENT FUNDS/)).toBeInTheDocument();
    expect(screen.getAllByText(/^(Open|Replaced or withdrawn)$/).map((chip) => chip.textContent)).toEqual([
      'Open',
      'Replaced or withdrawn',
    ]);
  });

  it('says how the first link goes out when there is none yet, in Arabic', async () => {
    renderPanel({ status: 'awaiting_payment', email: null }, [], 'ar');
    expect(await screen.findByText(/لم يذكر المشترك بريدًا إلكترونيًا/)).toBeInTheDocument();
  });

  it("says that a company's first link is made by hand, as no link is mailed by itself, in Arabic", async () => {
    renderPanel({ status: 'awaiting_payment' }, [], 'ar', 'company-subscriptions');
    expect(await screen.findByText(/أنشئ رابطًا من «رابط الدفع»/)).toBeInTheDocument();
  });

  it('is not shown, nor asked for, for a subscription paid at the desk', async () => {
    const asked = renderPanel({ status: 'active' }, LINKS);
    expect(screen.queryByText('Payment links')).toBeNull();
    expect(asked).toEqual([]);
  });
});
