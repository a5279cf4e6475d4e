import { Tab, Tabs } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '../../../domain/subscription-status';
import { useFormatters } from '../../i18n/useFormatters';
import { useSubscriptionCounts } from './useSubscriptionCounts';

/** The tabs of SPEC section 2, in its order; `all` is the list without a status filter. */
const TABS = ['all', 'pending', 'rejected', 'active', 'expired'] as const satisfies ReadonlyArray<'all' | SubscriptionStatus>;
type TabValue = (typeof TABS)[number];

function isStatus(value: unknown): value is SubscriptionStatus {
  return (SUBSCRIPTION_STATUSES as readonly unknown[]).includes(value);
}

/** Tabs over the list's `status` filter, each with how many subscriptions it holds. */
export function SubscriptionTabs() {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const translate = useTranslate();
  const { number } = useFormatters();
  const { data: counts } = useSubscriptionCounts(filterValues);
  const current: TabValue = isStatus(filterValues.status) ? filterValues.status : 'all';
  const choose = (tab: TabValue) => {
    const { status: _status, ...others } = filterValues;
    setFilters(tab === 'all' ? others : { ...others, status: tab }, displayedFilters);
  };
  return (
    <Tabs
      value={current}
      onChange={(_event, tab: TabValue) => choose(tab)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={translate('ps.subscriptions.tabs_label')}
      sx={{ borderBottom: 1, borderColor: 'divider', maxWidth: '100%' }}
    >
      {TABS.map((tab) => {
        const label = translate(`ps.subscriptions.tabs.${tab}`);
        return <Tab key={tab} value={tab} label={counts ? `${label} (${number(counts[tab])})` : label} />;
      })}
    </Tabs>
  );
}
