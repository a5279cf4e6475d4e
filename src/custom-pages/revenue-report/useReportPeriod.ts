import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { localDate } from '../../../domain/local-date';
import { presetRange } from '../../../domain/revenue-report';
import { revenueReportFormSchema } from '../../../domain/schemas/revenue-report';
import type { RevenueReportPeriod } from '../../providers/dataProvider';
import { useOperatorTimeZone } from '../../providers/operatorTimeZone';

function periodSearch({ area_id, from, to }: RevenueReportPeriod): URLSearchParams {
  return new URLSearchParams({ ...(area_id === null ? {} : { area_id: String(area_id) }), from, to });
}

/** The address of the report of a period: the transactions list links to it with its own filters. */
export function reportPath(period: RevenueReportPeriod): string {
  return `/revenue-report?${periodSearch(period)}`;
}

/**
 * The report's area and days, kept in the address so that a report can be reloaded and shared;
 * this month of all areas when the address names none (or a period the report refuses). `today`
 * is the operator's local day.
 */
export function useReportPeriod() {
  const [search, setSearch] = useSearchParams();
  const today = localDate(new Date(), useOperatorTimeZone());
  const areaId = search.get('area_id');
  const from = search.get('from');
  const to = search.get('to');
  const period = useMemo<RevenueReportPeriod>(() => {
    const asked = revenueReportFormSchema.safeParse({ area_id: areaId === null ? null : Number(areaId), from, to });
    return asked.success ? asked.data : { area_id: null, ...presetRange('this_month', today) };
  }, [areaId, from, to, today]);
  const setPeriod = useCallback((next: RevenueReportPeriod) => setSearch(periodSearch(next)), [setSearch]);
  return { period, setPeriod, today };
}
