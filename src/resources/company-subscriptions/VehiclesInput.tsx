import { ArrayInput, BooleanInput, TextInput } from 'react-admin';
import { NumberedRows } from '../../components/NumberedRows';

// Plate letters are typed in Arabic or in Latin (domain/plates reads both).
const EITHER_SCRIPT = { htmlInput: { dir: 'auto', autoComplete: 'off' } } as const;
const DIGITS = { htmlInput: { dir: 'ltr', inputMode: 'numeric', autoComplete: 'off' } } as const;

/** A new row of the vehicles: plate empty, active. */
export const NEW_VEHICLE = { plate_letters: '', plate_number: '', notes: null, is_active: true };

/** The vehicles of a company subscription: one or more, each a plate (letters, number), notes and whether it is active. */
export function VehiclesInput() {
  return (
    // The form section names the vehicles; the input's own label would say it twice.
    <ArrayInput source="vehicles" label={false} isRequired>
      <NumberedRows itemLabel="ps.subscriptions.vehicle_number" addLabel="ps.subscriptions.add_vehicle">
        <TextInput
          source="plate_letters"
          label="resources.company-subscriptions.fields.plate_letters"
          helperText="ps.company_subscriptions.help.plate_letters"
          slotProps={EITHER_SCRIPT}
          isRequired
        />
        <TextInput
          source="plate_number"
          label="resources.company-subscriptions.fields.plate_number"
          helperText="ps.company_subscriptions.help.plate_number"
          slotProps={DIGITS}
          isRequired
        />
        <TextInput source="notes" label="resources.company-subscriptions.fields.notes" helperText={false} />
        <BooleanInput
          source="is_active"
          label="resources.company-subscriptions.fields.is_active"
          helperText={false}
          defaultValue
        />
      </NumberedRows>
    </ArrayInput>
  );
}
