import { Skeleton } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslate } from 'react-admin';
import { halalasToSar, sarToHalalas } from '../../../domain/money';
import type { DailyRevenue } from '../../../domain/schemas/dashboard';
import { useFormatters } from '../../i18n/useFormatters';
import { HomeSection } from './HomeSection';

const DailyRevenueChart = lazy(() => import('../../components/DailyRevenueChart'));

/** The revenue of the last days in all and by type, and as a chart of each day. */
export function RevenueLastDays({ days }: { days: DailyRevenue[] }) {
  const translate = useTranslate();
  const { money, number } = useFormatters();
  // Added up in halalas: thirty days of SAR would gather a float's dust.
  const guests = halalasToSar(days.reduce((total, day) => total + sarToHalalas(day.guest), 0));
  const subscriptions = halalasToSar(days.reduce((total, day) => total + sarToHalalas(day.subscription), 0));
  const total = translate('ps.home.revenue.total', {
    total: money(guests + subscriptions),
    guests: money(guests),
    subscriptions: money(subscriptions),
  });
  return (
    <HomeSection title="ps.home.revenue.title" titleArgs={{ days: number(days.length) }} subheader={total}>
      <Suspense fallback={<Skeleton variant="rounded" height={300} />}>
        <DailyRevenueChart days={days} height={280} />
      </Suspense>
    </HomeSection>
  );
}
