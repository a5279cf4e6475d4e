import { Box } from '@mui/material';
import {
  ArrayInput,
  BooleanInput,
  CheckboxGroupInput,
  NumberInput,
  ResourceContextProvider,
  TextInput,
} from 'react-admin';
import { DateInput } from '../../../components/dates/DateInput';
import { NumberedRows } from '../../../components/NumberedRows';
import { useFormatters } from '../../../i18n/useFormatters';
import { OperatorDateTimeInput } from './OperatorDateTimeInput';

const MONEY_STEP = 0.01;
const WEEK = [0, 1, 2, 3, 4, 5, 6];
// Minutes in whole steps, money in halalas.
const BASE_VALUES = [
  ['free_minutes', 1],
  ['grace_minutes', 1],
  ['cooldown_minutes', 1],
  ['hourly_fee', MONEY_STEP],
  ['after_first_hour_fee', MONEY_STEP],
  ['daily_cap', MONEY_STEP],
] as const;
// "24:00" ends a day, which a time picker cannot hold: the time is typed, left to right in both languages.
const TIME_TEXT = { htmlInput: { dir: 'ltr', inputMode: 'numeric', placeholder: 'HH:MM' } } as const;
const GRID = { display: 'grid', columnGap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' };

function PeakInputs() {
  const { weekday } = useFormatters();
  const days = WEEK.map((day) => ({ id: day, name: weekday(day) }));
  return (
    <ArrayInput source="peaks" label="ps.tariff.versions.peaks" helperText={false}>
      <NumberedRows itemLabel="ps.tariff.versions.peak_number" addLabel="ps.tariff.versions.add_peak">
        <CheckboxGroupInput
          source="days"
          label="ps.tariff.fields.days"
          choices={days}
          translateChoice={false}
          helperText={false}
          sx={{ gridColumn: '1 / -1' }}
        />
        <TextInput source="starts_at" label="ps.tariff.fields.starts_at" slotProps={TIME_TEXT} isRequired />
        <TextInput
          source="ends_at"
          label="ps.tariff.fields.ends_at"
          slotProps={TIME_TEXT}
          helperText="ps.tariff.versions.time_help"
          isRequired
        />
        <NumberInput source="hourly_fee" label="ps.tariff.fields.hourly_fee" min={0} step={MONEY_STEP} isRequired />
      </NumberedRows>
    </ArrayInput>
  );
}

function EventDayInputs() {
  return (
    <ArrayInput source="event_days" label="ps.tariff.versions.event_days" helperText={false}>
      <NumberedRows itemLabel="ps.tariff.versions.event_number" addLabel="ps.tariff.versions.add_event">
        <TextInput source="name" label="ps.tariff.fields.name" isRequired />
        <TextInput
          source="name_ar"
          label="ps.tariff.fields.name_ar"
          slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }}
        />
        <DateInput source="starts_on" label="ps.tariff.fields.starts_on" isRequired />
        <DateInput source="ends_on" label="ps.tariff.fields.ends_on" isRequired />
        <NumberInput source="hourly_fee" label="ps.tariff.fields.hourly_fee" min={0} step={MONEY_STEP} isRequired />
        <NumberInput source="daily_cap" label="ps.tariff.fields.daily_cap" min={0} step={MONEY_STEP} isRequired />
        <BooleanInput source="prepayment" label="ps.tariff.fields.prepayment" helperText={false} />
      </NumberedRows>
    </ArrayInput>
  );
}

/** The fields of a new version of an area's tariff: from when, the six values, the peak windows and the event days. */
export function TariffVersionInputs() {
  return (
    // The fields are the versions', whatever page the dialog opens on.
    <ResourceContextProvider value="tariff-versions">
      <OperatorDateTimeInput
        source="effective_from"
        label="ps.tariff.fields.effective_from"
        helperText="ps.tariff.versions.effective_from_help"
      />
      <Box sx={GRID}>
        {BASE_VALUES.map(([source, step]) => (
          <NumberInput
            key={source}
            source={source}
            label={`resources.areas.fields.${source}`}
            min={0}
            step={step}
            isRequired
          />
        ))}
      </Box>
      <BooleanInput source="disability_free" label="ps.tariff.fields.disability_free" helperText={false} />
      <PeakInputs />
      <EventDayInputs />
    </ResourceContextProvider>
  );
}
