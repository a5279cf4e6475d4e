import type { RevenueAreaFigures, RevenueFigures } from '../../../domain/schemas/revenue-report';
import { useLocalizedName } from '../../components/LocalizedName';
import { RevenueTable } from './RevenueTable';

/** Each area's figures, the most revenue first, and the report's total under them. */
export function AreaRevenueTable({ areas, totals }: { areas: RevenueAreaFigures[]; totals: RevenueFigures }) {
  const nameOf = useLocalizedName();
  return (
    <RevenueTable
      label="ps.revenue_report.per_area"
      firstColumn="ps.revenue_report.columns.area"
      rows={areas.map((area) => ({ key: area.area_id, name: <bdi>{nameOf(area)}</bdi>, figures: area }))}
      totals={totals}
    />
  );
}
