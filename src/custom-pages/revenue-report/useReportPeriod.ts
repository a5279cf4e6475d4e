import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { localDate } from '../../../domain/local-date';
import { presetRange } from '../../../domain/revenue-report';
import { REPORT_GROUPINGS, type ReportGrouping, revenueReportFormSchema } from '../../../domain/schemas/revenue-report';
import type { RevenueReportPeriod, RevenueReportRequest } from '../../providers/dataProvider';
import { useOperatorTimeZone } from '../../providers/operatorTimeZone';

function periodSearch({ area_id, from, to, group_by }: RevenueReportRequest): URLSearchParams {
  return new URLSearchParams({
    ...(area_id === null ? {} : { area_id: String(area_id) }),
    from,
    to,
    ...(group_by ? { group_by } : {}),
  });
}

/** The address of the report of a period: the transactions list links to it with its own filters. */
export function reportPath(period: RevenueReportPeriod): string {
  return `/revenue-report?${periodSearch(period)}`;
}

const groupingOf = (value: string | null): ReportGrouping | undefined =>
  REPORT_GROUPINGS.find((grouping) => grouping === value);

/**
 * The report's area and days, and whether it is read per shift or per employee, kept in the
 * address so that a report can be reloaded and shared; this month of all areas when the address
 * names none (or a period the report refuses). `today` is the operator's local day.
 */
export function useReportPeriod() {
  const [search, setSearch] = useSearchParams();
  const today = localDate(new Date(), useOperatorTimeZone());
  const areaId = search.get('area_id');
  const from = search.get('from');
  const to = search.get('to');
  const groupBy = groupingOf(search.get('group_by'));
  const period = useMemo<RevenueReportPeriod>(() => {
    const asked = revenueReportFormSchema.safeParse({ area_id: areaId === null ? null : Number(areaId), from, to });
    return asked.success ? asked.data : { area_id: null, ...presetRange('this_month', today) };
  }, [areaId, from, to, today]);
  const setPeriod = useCallback(
    (next: RevenueReportPeriod) => setSearch(periodSearch({ ...next, group_by: groupBy })),
    [setSearch, groupBy],
  );
  const setGroupBy = useCallback(
    (grouping: ReportGrouping | undefined) => setSearch(periodSearch({ ...period, group_by: grouping })),
    [setSearch, period],
  );
  return { period, setPeriod, groupBy, setGroupBy, today };
}
