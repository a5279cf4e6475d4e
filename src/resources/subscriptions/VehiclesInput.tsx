import { ArrayInput, SimpleFormIterator, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { AddRowButton } from '../../components/AddRowButton';
import { ROW_FIELDS } from '../../components/FormSection';
import { useFormatters } from '../../i18n/useFormatters';

const ANY_TEXT = { htmlInput: { dir: 'auto' } } as const;

/**
 * The vehicles of a subscription: plate letters (Arabic or Latin, read by domain/plates) and number, model and colour;
 * no more rows than the chosen plan allows (`maxVehicles`, unknown until a plan is chosen).
 */
export function VehiclesInput({ maxVehicles }: { maxVehicles: number | undefined }) {
  const translate = useTranslate();
  const { number } = useFormatters();
  const count = (useWatch({ name: 'vehicles' }) as unknown[] | undefined)?.length ?? 0;
  const full = maxVehicles !== undefined && count >= maxVehicles;
  // Another plan, chosen after the vehicles, may allow fewer: said at once, refused by the server.
  const tooMany = maxVehicles !== undefined && count > maxVehicles;
  const allowed =
    maxVehicles === undefined
      ? translate('ps.subscriptions.vehicles_choose_plan')
      : translate('ps.subscriptions.vehicles_max', { smart_count: maxVehicles, count: number(maxVehicles) });
  return (
    <ArrayInput
      source="vehicles"
      label="resources.subscriptions.fields.vehicles"
      helperText={tooMany ? `${translate('ps.validation.too_many_vehicles')}: ${allowed}` : allowed}
      sx={{ gridColumn: '1 / -1', '& > .MuiFormHelperText-root': tooMany ? { color: 'error.main' } : {} }}
    >
      <SimpleFormIterator
        inline
        disableAdd={full}
        disableReordering
        disableClear
        addButton={<AddRowButton label="ps.subscriptions.add_vehicle" />}
        sx={ROW_FIELDS}
      >
        <TextInput
          source="plate_letters"
          label="resources.subscriptions.fields.plate_letters"
          isRequired
          slotProps={ANY_TEXT}
        />
        <TextInput
          source="plate_number"
          label="resources.subscriptions.fields.plate_number"
          isRequired
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric' } }}
        />
        <TextInput source="model" label="resources.subscriptions.fields.model" slotProps={ANY_TEXT} />
        <TextInput source="colour" label="resources.subscriptions.fields.colour" slotProps={ANY_TEXT} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}
