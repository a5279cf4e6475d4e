import { useWatch } from 'react-hook-form';
import { BooleanInput, NumberInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import type { OfferKind } from '../../../domain/merchant-validation';
import { merchantOfferSchema, OFFER_VALUE_FIELD } from '../../../domain/schemas/merchant-offer';
import { FormSection } from '../../components/FormSection';
import { LocalizedName, useLocalizedNameSort } from '../../components/LocalizedName';
import { SchemaForm } from '../../components/SchemaForm';
import { OFFER_KIND_CHOICES } from './OfferFields';

/** The input of the kind's own value, with its bounds; a free stay has none. */
const VALUE_INPUTS = {
  minutes: <NumberInput key="minutes" source="minutes" min={1} step={1} isRequired />,
  amount: <NumberInput key="amount" source="amount" min={0.01} step={0.01} isRequired />,
  percent: <NumberInput key="percent" source="percent" min={1} max={100} step={1} isRequired />,
} as const;

function OfferValueInput() {
  const kind = useWatch({ name: 'kind' }) as OfferKind | undefined;
  const field = kind ? OFFER_VALUE_FIELD[kind] : null;
  return field ? VALUE_INPUTS[field] : null;
}

/** An offer of a merchant: its name, its kind and the value of that kind; whether it stacks and is offered. */
export function OfferForm() {
  const merchantSort = useLocalizedNameSort();
  return (
    <SchemaForm
      schema={merchantOfferSchema}
      defaultValues={{ kind: 'free_minutes', stackable: false, is_active: true }}
    >
      <FormSection>
        <ReferenceInput
          source="merchant_id"
          reference="merchants"
          sort={{ field: merchantSort, order: 'ASC' }}
          perPage={200}
        >
          <SelectInput optionText={<LocalizedName />} isRequired />
        </ReferenceInput>
        <TextInput source="name" isRequired />
        <TextInput source="name_ar" slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }} />
        <SelectInput source="kind" choices={OFFER_KIND_CHOICES} isRequired />
        <OfferValueInput />
        <BooleanInput source="stackable" helperText="ps.merchant_offers.help.stackable" />
        <BooleanInput source="is_active" helperText="ps.merchant_offers.help.is_active" />
      </FormSection>
    </SchemaForm>
  );
}
