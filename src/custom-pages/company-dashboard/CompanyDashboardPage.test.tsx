import { screen } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { QuotaLevel, QuotaStatus } from '../../../domain/quota';
import { ROLE } from '../../../domain/roles';
import type { CompanyDashboard } from '../../providers/dataProvider';
import { readSession, writeSession } from '../../providers/storage';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { signInAs } from '../../test/session';
import { CompanyDashboardPage } from './CompanyDashboardPage';

function dashboard(
  status: QuotaStatus,
  level: QuotaLevel,
  remaining: number,
  pools: CompanyDashboard['pools'] = [],
): CompanyDashboard {
  return {
    company: {
      id: 7,
      name: 'Eastern Petrochemical Services',
      name_ar: 'الشرقية لخدمات البتروكيماويات',
      contact_phone: '+966551234567',
      is_active: true,
      area: null,
    },
    quota: {
      initial: 30,
      used: 30 - remaining,
      remaining,
      status,
      level,
      is_exhausted: remaining === 0,
      is_low: level === 'low',
      low_threshold: 3,
      valid_from: '2025-05-27',
      valid_to: '2026-09-27',
    },
    subscriptions_by_status: { pending: 0, awaiting_payment: 0, approved: 0, active: 0, expired: 6, rejected: 1 },
    vehicles_registered: 6,
    vehicles_inside: 0,
    pools,
    latest_subscriptions: [],
  } as CompanyDashboard;
}

function renderDashboard(answer: CompanyDashboard, locale: 'en' | 'ar' = 'en') {
  signInAs(ROLE.companyManager);
  const session = readSession();
  writeSession({ token: 'test-token', type: 'Bearer', expiresIn: 86400, user: { ...session.user!, company_id: 7 } });
  renderWithAdmin(<CompanyDashboardPage />, {
    locale,
    dataProvider: testDataProvider({ getCompanyDashboard: async () => answer } as never),
  });
}

describe("the company manager's dashboard", () => {
  it('says a lapsed quota in a banner of its own, as an exhausted one is said, not only in the status chip', async () => {
    renderDashboard(dashboard('expired', 'healthy', 24));
    const lapsed = await screen.findByRole('alert');
    expect(lapsed).toHaveTextContent(
      'The company’s quota has lapsed: none of its subscriptions is active, and the gates no longer admit its vehicles as subscribers.',
    );
    expect(lapsed).toHaveClass('MuiAlert-colorError');
  });

  it('says the low and exhausted quota in their banners', async () => {
    renderDashboard(dashboard('active', 'low', 2));
    expect(await screen.findByRole('alert')).toHaveTextContent('Low quota: only 2 subscriptions remain.');
  });

  /** A pool at Olaya Towers with `inside` of the company's vehicles in it. */
  const olayaPool = (size: number, overflow: 'refuse' | 'guest', inside: number): CompanyDashboard['pools'] => [
    { area_id: 3, area: { id: 3, name: 'Olaya Towers', name_ar: 'أبراج العليا' }, size, overflow, inside },
  ];

  it('shows each pool full or not, and what the gate does with the next vehicle', async () => {
    renderDashboard(dashboard('active', 'healthy', 20, olayaPool(5, 'guest', 5)));
    expect(await screen.findByRole('heading', { name: 'Pooled parking' })).toBeInTheDocument();
    expect(screen.getByText('5 of 5 inside')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Pool use in Olaya Towers' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(screen.getByText('When full, the next vehicle enters as a guest and pays the tariff.')).toBeInTheDocument();
  });

  it('shows the pool in Arabic', async () => {
    renderDashboard(dashboard('active', 'healthy', 20, olayaPool(4, 'refuse', 1)), 'ar');
    expect(await screen.findByText('أبراج العليا')).toBeInTheDocument();
    expect(screen.getByText('1 من 4 في الداخل')).toBeInTheDocument();
    expect(screen.getByText('عند الامتلاء تُرفض المركبة التالية.')).toBeInTheDocument();
  });

  it('shows no pool card for a company without one', async () => {
    renderDashboard(dashboard('active', 'healthy', 20));
    await screen.findByText('Vehicles inside now');
    expect(screen.queryByRole('heading', { name: 'Pooled parking' })).not.toBeInTheDocument();
  });

  it('says a lapsed quota in Arabic, before the exhausted one', async () => {
    renderDashboard(dashboard('expired', 'exhausted', 0), 'ar');
    const banners = await screen.findAllByRole('alert');
    expect(banners).toHaveLength(2);
    expect(banners[0]).toHaveTextContent(
      'انتهت صلاحية حصة الشركة: لم يعد أيٌّ من اشتراكاتها نشطًا، ولم تعد البوابات تسمح بدخول مركباتها بصفة مشتركين.',
    );
    expect(banners.every((banner) => banner.classList.contains('MuiAlert-colorError'))).toBe(true);
  });
});
