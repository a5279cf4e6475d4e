import { Box } from '@mui/material';
import {
  ArrayInput,
  BooleanInput,
  CheckboxGroupInput,
  NumberInput,
  ResourceContextProvider,
  SimpleFormIterator,
  TextInput,
  useTranslate,
} from 'react-admin';
import { AddRowButton } from '../../../components/AddRowButton';
import { DateInput } from '../../../components/dates/DateInput';
import { ROW_FIELDS } from '../../../components/FormSection';
import { useFormatters } from '../../../i18n/useFormatters';
import { OperatorDateTimeInput } from './OperatorDateTimeInput';

const MONEY_STEP = 0.01;
const WEEK = [0, 1, 2, 3, 4, 5, 6];
const BASE_VALUES = ['free_minutes', 'grace_minutes', 'cooldown_minutes'] as const;
const BASE_FEES = ['hourly_fee', 'after_first_hour_fee', 'daily_cap'] as const;
// "24:00" ends a day, which a time picker cannot hold: the time is typed, left to right in both languages.
const TIME_TEXT = { htmlInput: { dir: 'ltr', inputMode: 'numeric', placeholder: 'HH:MM' } } as const;
const GRID = { display: 'grid', columnGap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' };

function PeakInputs() {
  const translate = useTranslate();
  const { number, weekday } = useFormatters();
  const days = WEEK.map((day) => ({ id: day, name: weekday(day) }));
  return (
    <ArrayInput source="peaks" label="ps.tariff.versions.peaks" helperText={false}>
      <SimpleFormIterator
        inline
        disableReordering
        disableClear
        getItemLabel={(index) => translate('ps.tariff.versions.peak_number', { number: number(index + 1) })}
        addButton={<AddRowButton label="ps.tariff.versions.add_peak" />}
        sx={ROW_FIELDS}
      >
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
      </SimpleFormIterator>
    </ArrayInput>
  );
}

function EventDayInputs() {
  const translate = useTranslate();
  const { number } = useFormatters();
  return (
    <ArrayInput source="event_days" label="ps.tariff.versions.event_days" helperText={false}>
      <SimpleFormIterator
        inline
        disableReordering
        disableClear
        getItemLabel={(index) => translate('ps.tariff.versions.event_number', { number: number(index + 1) })}
        addButton={<AddRowButton label="ps.tariff.versions.add_event" />}
        sx={ROW_FIELDS}
      >
        <TextInput source="name" label="ps.tariff.fields.name" isRequired />
        <DateInput source="starts_on" label="ps.tariff.fields.starts_on" isRequired />
        <DateInput source="ends_on" label="ps.tariff.fields.ends_on" isRequired />
        <NumberInput source="hourly_fee" label="ps.tariff.fields.hourly_fee" min={0} step={MONEY_STEP} isRequired />
        <NumberInput source="daily_cap" label="ps.tariff.fields.daily_cap" min={0} step={MONEY_STEP} isRequired />
        <BooleanInput source="prepayment" label="ps.tariff.fields.prepayment" helperText={false} />
      </SimpleFormIterator>
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
        {BASE_VALUES.map((source) => (
          <NumberInput
            key={source}
            source={source}
            label={`resources.areas.fields.${source}`}
            min={0}
            step={1}
            isRequired
          />
        ))}
        {BASE_FEES.map((source) => (
          <NumberInput
            key={source}
            source={source}
            label={`resources.areas.fields.${source}`}
            min={0}
            step={MONEY_STEP}
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
