import { BooleanInput, NumberInput, SelectInput, TextInput, type SimpleFormProps } from 'react-admin';
import { planCreateSchema, planUpdateSchema } from '../../../domain/schemas/subscription-plan';
import { requiredFields } from '../../../domain/schemas/required-fields';
import { FormSection, FULL_ROW } from '../../components/FormSection';
import { LocalizedName } from '../../components/LocalizedName';
import { SchemaForm } from '../../components/SchemaForm';
import { DURATION_UNIT_CHOICES, PLAN_TYPE_CHOICES } from './planChoices';
import { AreaInput } from '../AreaInput';

const MONEY_STEP = 0.01;
const required = requiredFields(planCreateSchema);
const ARABIC_TEXT = { htmlInput: { dir: 'rtl', lang: 'ar' } } as const;
/** Text in either language reads in its own direction (an English description on an Arabic screen). */
const ANY_TEXT = { htmlInput: { dir: 'auto' } } as const;

/**
 * One form for create and edit, checked by the schemas the server checks with. On an edit the
 * plan type shows but cannot change, and being active is switched beside the form (its own action).
 */
export function PlanForm({ editing = false, ...props }: Omit<SimpleFormProps, 'children'> & { editing?: boolean }) {
  return (
    <SchemaForm
      schema={editing ? planUpdateSchema : planCreateSchema}
      defaultValues={{
        is_active: true,
        duration: 30,
        duration_unit: 'days',
        free_quota: 0,
        paid_quota: 0,
        max_vehicles: 1,
        display_order: 1,
      }}
      {...props}
    >
      <FormSection title="ps.plans.sections.identity">
        <TextInput source="name_en" isRequired={required.name_en} slotProps={ANY_TEXT} />
        <TextInput source="name_ar" isRequired={required.name_ar} slotProps={ARABIC_TEXT} />
        <SelectInput
          source="plan_type"
          choices={PLAN_TYPE_CHOICES}
          isRequired={required.plan_type}
          readOnly={editing}
          helperText={editing ? 'ps.plans.help.plan_type_read_only' : 'ps.plans.help.plan_type'}
        />
        <AreaInput>
          <SelectInput optionText={<LocalizedName />} isRequired={required.area_id} />
        </AreaInput>
        <NumberInput
          source="display_order"
          min={1}
          step={1}
          isRequired={required.display_order}
          helperText="ps.plans.help.display_order"
        />
        {editing ? null : <BooleanInput source="is_active" sx={{ alignSelf: 'center' }} />}
        <TextInput
          source="description"
          multiline
          minRows={2}
          isRequired={required.description}
          sx={FULL_ROW}
          slotProps={ANY_TEXT}
        />
      </FormSection>
      <FormSection title="ps.plans.sections.terms">
        <NumberInput source="duration" min={1} step={1} isRequired={required.duration} />
        <SelectInput source="duration_unit" choices={DURATION_UNIT_CHOICES} isRequired={required.duration_unit} />
        <NumberInput source="price" min={0} step={MONEY_STEP} isRequired={required.price} />
      </FormSection>
      <FormSection title="ps.plans.sections.quotas">
        <NumberInput
          source="free_quota"
          min={0}
          step={1}
          isRequired={required.free_quota}
          helperText="ps.plans.help.free_quota"
        />
        <NumberInput
          source="paid_quota"
          min={0}
          step={1}
          isRequired={required.paid_quota}
          helperText="ps.plans.help.paid_quota"
        />
        <NumberInput source="max_vehicles" min={1} step={1} isRequired={required.max_vehicles} />
      </FormSection>
    </SchemaForm>
  );
}
