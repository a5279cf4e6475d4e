import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { testDataProvider } from 'react-admin';
import { ROLE } from '../../../domain/roles';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import { CompanyQuotaSummary } from './CompanyQuotaSummary';

beforeEach(() => signInAs(ROLE.companyManager));

const QUOTA = {
  initial: 10,
  used: 4,
  remaining: 6,
  level: 'healthy',
  is_exhausted: false,
  is_low: false,
  low_threshold: 1,
  valid_from: '2025-01-01',
  valid_to: '2025-12-31',
};

function renderQuota(status: 'active' | 'expired', locale: 'en' | 'ar' = 'en') {
  renderWithAdmin(<CompanyQuotaSummary />, {
    dataProvider: { ...testDataProvider(), getCompanyQuota: async () => ({ ...QUOTA, status }) },
    locale,
  });
}

describe("the manager's quota above their subscriptions", () => {
  it('says plainly that the quota has lapsed', async () => {
    renderQuota('expired');
    expect(await screen.findByText(/The company’s quota has lapsed: none of its subscriptions is active/)).toBeTruthy();
  });

  it('says it in Arabic too', async () => {
    renderQuota('expired', 'ar');
    expect(await screen.findByText(/انتهت صلاحية حصة الشركة/)).toBeTruthy();
  });

  it('says nothing of it while the quota is in force', async () => {
    renderQuota('active');
    await screen.findByText('Subscription quota');
    expect(screen.queryByText(/quota has lapsed/)).toBeNull();
  });
});
