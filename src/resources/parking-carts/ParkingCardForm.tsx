import { SelectInput, TextInput, useRecordContext, useTranslate, type SimpleFormProps } from 'react-admin';
import { PARKING_CARD_TYPES } from '../../../domain/parking-cart';
import { requiredFields } from '../../../domain/schemas/required-fields';
import { parkingCardSchema } from '../../../domain/schemas/parking-cart';
import { FormSection, FULL_ROW } from '../../components/FormSection';
import { LocalizedName } from '../../components/LocalizedName';
import { SchemaForm } from '../../components/SchemaForm';
import type { ParkingCard } from '../../providers/dataProvider';
import { AreaInput } from '../AreaInput';

const required = requiredFields(parkingCardSchema);

/** One form to create and edit a card; its type and area are read-only once the card is out of the shelf (the server's rule too). */
export function ParkingCardForm(props: Omit<SimpleFormProps, 'children'>) {
  const record = useRecordContext<ParkingCard>();
  const translate = useTranslate();
  const fixed = record !== undefined && record.status !== 'available';
  const typeChoices = PARKING_CARD_TYPES.map((type) => ({
    id: type,
    name: translate(`ps.parking_carts.types.${type}`),
  }));
  return (
    <SchemaForm schema={parkingCardSchema} defaultValues={{ type: 'guest' }} {...props}>
      <FormSection>
        <TextInput
          source="card_number"
          isRequired={required.card_number}
          helperText="ps.parking_carts.help.card_number"
          slotProps={{ htmlInput: { dir: 'ltr', autoComplete: 'off', spellCheck: false } }}
        />
        <SelectInput
          source="type"
          choices={typeChoices}
          isRequired={required.type}
          readOnly={fixed}
          helperText={fixed ? 'ps.parking_carts.help.fixed' : 'ps.parking_carts.help.type'}
        />
        <AreaInput>
          <SelectInput
            optionText={<LocalizedName />}
            isRequired={required.area_id}
            readOnly={fixed}
            helperText={fixed ? 'ps.parking_carts.help.fixed' : undefined}
          />
        </AreaInput>
        <TextInput source="notes" multiline minRows={2} sx={FULL_ROW} slotProps={{ htmlInput: { dir: 'auto' } }} />
      </FormSection>
    </SchemaForm>
  );
}
