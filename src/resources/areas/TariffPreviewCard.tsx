import { Box, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { BooleanInput, Form, NumberInput, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { areaRecordSchema } from '../../../domain/schemas/area';
import { wholeNumber } from '../../../domain/schemas/fields';
import type { JsonRecord } from '../../../domain/schemas/record';
import { MAX_PREVIEW_DAYS } from '../../../domain/schemas/tariff-preview';
import { VALIDATION } from '../../../domain/validation-messages';
import { ErrorState, LoadingState } from '../../components/PageStates';
import { Panel } from '../../components/Panel';
import { validatorOf } from '../../components/schemaValidator';
import type { AppDataProvider } from '../../providers/dataProvider';
import { TariffBreakdown } from './TariffBreakdown';
import { OperatorDateTimeInput } from './tariff/OperatorDateTimeInput';

type Area = JsonRecord<z.infer<typeof areaRecordSchema>>;

const MINUTE_MS = 60_000;
// The longest stay the preview prices, 59 minutes included.
const hoursOfStay = wholeNumber({ min: 0 }).max(MAX_PREVIEW_DAYS * 24 - 1, { error: VALIDATION.tooLarge });
const minutesOfStay = wholeNumber({ min: 0 }).max(59, { error: VALIDATION.tooLarge });
const validateHours = validatorOf(hoursOfStay);
const validateMinutes = validatorOf(minutesOfStay);

const STAY = { entry: null, hours: 1, minutes: 0, re_entry: false };
// The stay's own values: not the area's fields that the page's record would put in the form.
const NO_RECORD = {};

/** The stay typed in the form, in minutes; null while a field is not a valid part of it. */
function useStayMinutes(): number | null {
  const [hours, minutes] = useWatch({ name: ['hours', 'minutes'] }) as [unknown, unknown];
  const parsedHours = hoursOfStay.safeParse(hours);
  const parsedMinutes = minutesOfStay.safeParse(minutes);
  return parsedHours.success && parsedMinutes.success ? parsedHours.data * 60 + parsedMinutes.data : null;
}

function StayPrice({ area }: { area: Area }) {
  const stayMinutes = useStayMinutes();
  const reEntry = Boolean(useWatch({ name: 're_entry' }));
  // Empty is now; a time typed prices a stay under the version in force then, peaks and event days included.
  const entryTyped = useWatch({ name: 'entry' }) as string | null;
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, error, isPending, refetch } = useQuery({
    // The tariff may have been edited since: its update time is part of the question.
    queryKey: ['areas', area.id, 'tariff-preview', area.updated_at, entryTyped, stayMinutes, reEntry],
    queryFn: () => {
      const entry = entryTyped ? new Date(entryTyped) : new Date();
      return dataProvider.previewTariff(area.id, {
        entry: entry.toISOString(),
        exit: new Date(entry.getTime() + stayMinutes! * MINUTE_MS).toISOString(),
        // Back the moment it left: within any cooldown.
        previous_exit: reEntry ? entry.toISOString() : undefined,
      });
    },
    enabled: stayMinutes !== null,
    placeholderData: keepPreviousData,
  });
  if (stayMinutes === null) return null;
  if (error) return <ErrorState message="ps.tariff.preview.failed" onRetry={() => refetch()} />;
  if (isPending) return <LoadingState rows={1} />;
  return <TariffBreakdown preview={data} />;
}

/** "What does a stay cost here?": a stay from now or the time typed, of the length typed, priced by the area's tariff. */
export function TariffPreviewCard() {
  const area = useRecordContext<Area>();
  const translate = useTranslate();
  if (!area) return null;
  // A re-entry changes the price only where the cooldown is on and takes free minutes away.
  const reEntryMatters = area.cooldown_minutes > 0 && area.free_minutes > 0;
  return (
    <Panel title="ps.tariff.preview.title">
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Form record={NO_RECORD} defaultValues={STAY} mode="onChange" noValidate disableInvalidFormNotification>
          <OperatorDateTimeInput
            source="entry"
            label="ps.tariff.preview.entry"
            helperText="ps.tariff.preview.entry_help"
            sx={{ maxWidth: 400 }}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('ps.tariff.preview.leaving_after')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', maxWidth: 400 }}>
            <NumberInput
              source="hours"
              label="ps.tariff.preview.hours"
              min={0}
              step={1}
              validate={validateHours}
              helperText={false}
            />
            <NumberInput
              source="minutes"
              label="ps.tariff.preview.minutes"
              min={0}
              max={59}
              step={1}
              validate={validateMinutes}
              helperText={false}
            />
          </Box>
          {reEntryMatters ? (
            <BooleanInput source="re_entry" label="ps.tariff.preview.re_entry" helperText={false} />
          ) : null}
          <StayPrice area={area} />
        </Form>
      </Box>
    </Panel>
  );
}
