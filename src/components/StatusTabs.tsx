import { Tab, Tabs } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import { useFormatters } from '../i18n/useFormatters';
import type { AppDataProvider } from '../providers/dataProvider';

/**
 * How many records each status tab of the list in context holds under its other filters: the
 * status filter itself is left out, so that every tab counts what it would show.
 */
export function useStatusCounts(): Partial<Record<string, number>> | undefined {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { resource, filterValues } = useListContext();
  const { status: _status, ...filter } = filterValues as Record<string, unknown>;
  return useQuery({
    queryKey: [resource, 'counts', filter],
    queryFn: () => dataProvider.getStatusCounts(resource as Parameters<AppDataProvider['getStatusCounts']>[0], filter),
    refetchOnMount: 'always',
  }).data;
}

interface StatusTabsProps<Tab extends string> {
  /** `all` first: the list without a status filter. */
  tabs: readonly Tab[];
  /** The translation key of a tab's name. */
  labelOf: (tab: Tab) => string;
  label: string;
}

/** Tabs over the list's `status` filter, each with how many records it holds; they scroll sideways on a phone. */
export function StatusTabs<Tab extends string>({ tabs, labelOf, label }: StatusTabsProps<Tab>) {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const translate = useTranslate();
  const { number } = useFormatters();
  const counts = useStatusCounts();
  const current = tabs.find((tab) => tab === filterValues.status) ?? 'all';
  const choose = (tab: Tab) => {
    const { status: _status, ...others } = filterValues as Record<string, unknown>;
    setFilters(tab === 'all' ? others : { ...others, status: tab }, displayedFilters);
  };
  return (
    <Tabs
      value={current}
      onChange={(_event, tab: Tab) => choose(tab)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={translate(label)}
      sx={{ borderBottom: 1, borderColor: 'divider', mb: 1, maxWidth: '100%' }}
    >
      {tabs.map((tab) => {
        const name = translate(labelOf(tab));
        return <Tab key={tab} value={tab} label={counts ? `${name} (${number(counts[tab] ?? 0)})` : name} />;
      })}
    </Tabs>
  );
}
