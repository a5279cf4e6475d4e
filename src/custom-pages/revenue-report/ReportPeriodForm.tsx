import { Box, Card, CardContent, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useEffect } from 'react';
import { type FieldValues, useFormContext } from 'react-hook-form';
import { Form, SelectInput, useTranslate } from 'react-admin';
import { presetOf, presetRange, REPORT_PRESETS, type ReportPreset } from '../../../domain/revenue-report';
import { revenueReportFormSchema } from '../../../domain/schemas/revenue-report';
import { DateInput } from '../../components/dates/DateInput';
import { LocalizedName } from '../../components/LocalizedName';
import { schemaResolver } from '../../components/SchemaForm';
import type { RevenueReportPeriod } from '../../providers/dataProvider';
import { AreaInput } from '../../resources/AreaInput';
import { wrappingChoices } from '../../components/ChoiceToggle';

interface PeriodProps {
  period: RevenueReportPeriod;
  today: string;
  onChange: (period: RevenueReportPeriod) => void;
}

/** Today, this week... as buttons that show the report of their days at once, in the area shown. */
function Presets({ period, today, onChange }: PeriodProps) {
  const translate = useTranslate();
  const choose = (preset: ReportPreset | null) => {
    if (preset) onChange({ area_id: period.area_id, ...presetRange(preset, today) });
  };
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={presetOf(period, today) ?? null}
      onChange={(_event, preset: ReportPreset | null) => choose(preset)}
      aria-label={translate('ps.revenue_report.presets_label')}
      sx={{ ...wrappingChoices, mt: 2 }}
    >
      {REPORT_PRESETS.map((preset) => (
        <ToggleButton key={preset} value={preset} sx={{ px: 1.5 }}>
          {translate(`ps.revenue_report.presets.${preset}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/** A period shown from elsewhere (a preset, the address) fills the form in anew, focus kept where it is. */
function FollowPeriod({ period }: { period: RevenueReportPeriod }) {
  const { reset } = useFormContext<RevenueReportPeriod>();
  useEffect(() => reset(period), [period, reset]);
  return null;
}

const samePeriod = (a: RevenueReportPeriod, b: RevenueReportPeriod) =>
  a.area_id === b.area_id && a.from === b.from && a.to === b.to;

/**
 * Every control of the page applies as it is chosen, as the presets do: the area, and the days
 * once both read as a period the report accepts (a day half typed waits, its error under it).
 */
function ApplyAsChosen({ period, onChange }: Omit<PeriodProps, 'today'>) {
  const { watch } = useFormContext<RevenueReportPeriod>();
  useEffect(() => {
    const { unsubscribe } = watch((values, { name }) => {
      // No name: the form filled in anew with the period shown (FollowPeriod), nothing chosen.
      if (!name) return;
      const chosen = revenueReportFormSchema.safeParse(values);
      if (chosen.success && !samePeriod(chosen.data, period)) onChange(chosen.data);
    });
    return unsubscribe;
  }, [watch, period, onChange]);
  return null;
}

/**
 * The area (or all) and the first and last days of the report, both required (SPEC), checked by
 * the schema the server checks the request with; the presets fill the days in from today. There
 * is no button to press: what is chosen shows.
 */
export function ReportPeriodForm({ period, today, onChange }: PeriodProps) {
  const translate = useTranslate();
  return (
    <Card
      variant="outlined"
      className="no-print"
      component="section"
      aria-label={translate('ps.revenue_report.filters')}
    >
      <CardContent>
        <Form
          defaultValues={period}
          mode="onChange"
          resolver={schemaResolver(revenueReportFormSchema)}
          onSubmit={(values: FieldValues) => onChange(values as RevenueReportPeriod)}
          noValidate
        >
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              alignItems: 'start',
              gridTemplateColumns: {
                xs: 'minmax(0, 1fr)',
                sm: 'repeat(2, minmax(0, 1fr))',
                md: 'minmax(0, 2fr) repeat(2, minmax(0, 1fr))',
              },
            }}
          >
            <AreaInput>
              <SelectInput
                label="ps.revenue_report.area"
                optionText={<LocalizedName />}
                emptyText="ps.revenue_report.all_areas"
                parse={(value: unknown) => (value === '' ? null : value)}
                // "All areas" shows as the choice when none is made.
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                helperText={false}
                fullWidth
                sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}
              />
            </AreaInput>
            <DateInput source="from" label="ps.revenue_report.from" fullWidth />
            <DateInput source="to" label="ps.revenue_report.to" notBefore="from" fullWidth />
          </Box>
          <Presets period={period} today={today} onChange={onChange} />
          <FollowPeriod period={period} />
          <ApplyAsChosen period={period} onChange={onChange} />
        </Form>
      </CardContent>
    </Card>
  );
}
