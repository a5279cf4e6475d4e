import { Box, Stack, Typography } from '@mui/material';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { FeeAdjustmentTotals as Totals } from '../../../domain/schemas/fee-adjustment';
import { Figure } from '../../components/Figure';
import { ListTotals } from '../../components/ListTotals';
import { nameIn } from '../../components/LocalizedName';
import { useFormatters } from '../../i18n/useFormatters';
import type { AppDataProvider } from '../../providers/dataProvider';

const SHOWN_PER_GROUP = 5;

interface Group {
  key: string;
  name: string;
  count: number;
  waived: number;
}

/** The few who or where most was waived, each with its count and sum. */
function Leaders({ title, groups }: { title: string; groups: Group[] }) {
  const translate = useTranslate();
  const { number, money } = useFormatters();
  if (groups.length === 0) return null;
  return (
    <Box component="section" aria-label={translate(title)} sx={{ minWidth: 220 }}>
      <Typography variant="subtitle2" component="h2" color="text.secondary">
        {translate(title)}
      </Typography>
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {groups.slice(0, SHOWN_PER_GROUP).map((group) => (
          <Box component="li" key={group.key} sx={{ display: 'flex', gap: 2, justifyContent: 'space-between' }}>
            <bdi>{group.name}</bdi>
            <span>
              <bdi>{money(group.waived)}</bdi>
              {' · '}
              {translate('ps.fee_adjustments.totals.exits', { smart_count: group.count, count: number(group.count) })}
            </span>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function FeeAdjustmentFigures({ data }: { data: Totals | undefined }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { number, money } = useFormatters();
  const users = (data?.by_user ?? []).map((group) => ({
    ...group,
    key: String(group.user_id),
    name: group.name ?? translate('ps.fee_adjustments.totals.unknown_user'),
  }));
  const gates = (data?.by_gate ?? []).map((group) => ({
    ...group,
    key: String(group.gate_id),
    name:
      group.gate_id === null
        ? translate('ps.fee_adjustments.totals.no_gate')
        : nameIn(locale, { name: group.name ?? '', name_ar: group.name_ar }),
  }));
  return (
    <Stack
      component="section"
      aria-label={translate('ps.fee_adjustments.totals.label')}
      direction={{ xs: 'column', md: 'row' }}
      spacing={{ xs: 2, md: 4 }}
      sx={{ px: 2, py: 1.5 }}
    >
      <Figure size="medium" label="ps.fee_adjustments.totals.count" value={data ? number(data.count) : '—'} />
      <Figure size="medium" label="ps.fee_adjustments.totals.waived" value={data ? money(data.waived) : '—'} />
      <Leaders title="ps.fee_adjustments.totals.by_user" groups={users} />
      <Leaders title="ps.fee_adjustments.totals.by_gate" groups={gates} />
    </Stack>
  );
}

/** What the list's current filters hold, over every page: how many exits, the riyals not taken, and by whom and where the most. */
export function FeeAdjustmentTotals() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <ListTotals
      fetch={(filter) => dataProvider.getFeeAdjustmentTotals(filter)}
      failure="ps.failures.load.fee_adjustment_totals"
    >
      {(data) => <FeeAdjustmentFigures data={data} />}
    </ListTotals>
  );
}
