import { Tab, Tabs } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import { COMPANY_SUBSCRIPTION_TABS } from '../../../domain/schemas/company-subscription';
import { useFormatters } from '../../i18n/useFormatters';
import type { AppDataProvider } from '../../providers/dataProvider';

type TabName = (typeof COMPANY_SUBSCRIPTION_TABS)[number];

/** The counts of every tab for the list's filter (its status aside). */
export function useTabCounts(filter: object) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { status: _tab, ...rest } = filter as { status?: string };
  return useQuery({
    queryKey: ['company-subscriptions', 'counts', rest],
    queryFn: () => dataProvider.getCompanySubscriptionCounts(rest),
    refetchOnMount: 'always',
  }).data;
}

/** All, pending, active, approved, rejected, expired: each with its count, the chosen one the list's status filter. */
export function CompanySubscriptionTabs() {
  const translate = useTranslate();
  const { number } = useFormatters();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const counts = useTabCounts(filterValues);
  const current: TabName = (filterValues.status as TabName | undefined) ?? 'all';
  const choose = (tab: TabName) => {
    const { status: _status, ...rest } = filterValues as { status?: string };
    setFilters(tab === 'all' ? rest : { ...rest, status: tab }, displayedFilters);
  };
  return (
    <Tabs value={current} onChange={(_event, tab: TabName) => choose(tab)} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile sx={{ mb: 1, maxWidth: '100%' }}>
      {COMPANY_SUBSCRIPTION_TABS.map((tab) => {
        const label = translate(tab === 'all' ? 'ps.company_subscriptions.all' : `ps.company_subscriptions.statuses.${tab}`);
        return <Tab key={tab} value={tab} label={counts ? `${label} (${number(counts[tab])})` : label} />;
      })}
    </Tabs>
  );
}
