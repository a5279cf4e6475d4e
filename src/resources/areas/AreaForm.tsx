import { BooleanInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import { areaSchema } from '../../../domain/schemas/area';
import { requiredFields } from '../../../domain/schemas/required-fields';
import { FormSection } from '../../components/FormSection';
import { SchemaForm } from '../../components/SchemaForm';
import { RULE_MODE_CHOICES } from './ruleModes';

const MONEY_STEP = 0.01;
const required = requiredFields(areaSchema);

/** One form for create and edit, validated by the same schema as the server. */
export function AreaForm() {
  // Minutes are the terms an operator is least sure of: each carries a line that explains it.
  const minutes = (source: 'free_minutes' | 'grace_minutes' | 'cooldown_minutes') => (
    <NumberInput
      source={source}
      min={0}
      step={1}
      isRequired={required[source]}
      helperText={`ps.areas.help.${source}`}
    />
  );
  return (
    <SchemaForm
      schema={areaSchema}
      defaultValues={{
        is_active: true,
        free_minutes: 30,
        grace_minutes: 15,
        cooldown_minutes: 0,
        rule_first_minutes_free: 'warn',
        rule_disability_free: 'warn',
      }}
    >
      <FormSection title="ps.areas.sections.identity">
        <TextInput source="name" isRequired={required.name} />
        <TextInput
          source="name_ar"
          isRequired={required.name_ar}
          slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }}
        />
        <BooleanInput source="is_active" sx={{ alignSelf: 'center' }} />
      </FormSection>
      <FormSection title="ps.areas.sections.capacity">
        <NumberInput source="max_capacity" min={1} step={1} isRequired={required.max_capacity} />
        <NumberInput source="subscription_capacity" min={0} step={1} isRequired={required.subscription_capacity} />
        <NumberInput source="guest_ticket_capacity" min={0} step={1} isRequired={required.guest_ticket_capacity} />
      </FormSection>
      <FormSection title="ps.areas.sections.tariff">
        {minutes('free_minutes')}
        {minutes('grace_minutes')}
        {minutes('cooldown_minutes')}
        <NumberInput source="hourly_fee" min={0} step={MONEY_STEP} isRequired={required.hourly_fee} />
        <NumberInput
          source="after_first_hour_fee"
          min={0}
          step={MONEY_STEP}
          isRequired={required.after_first_hour_fee}
        />
        <NumberInput source="daily_cap" min={0} step={MONEY_STEP} isRequired={required.daily_cap} />
      </FormSection>
      <FormSection title="ps.areas.sections.rules">
        {(['rule_first_minutes_free', 'rule_disability_free'] as const).map((source) => (
          <SelectInput
            key={source}
            source={source}
            choices={RULE_MODE_CHOICES}
            isRequired={required[source]}
            helperText={`ps.areas.help.${source}`}
          />
        ))}
      </FormSection>
    </SchemaForm>
  );
}
