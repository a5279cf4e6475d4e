import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { BooleanInput, NumberInput, PasswordInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { addDays, addMonths, localDate } from '../../../domain/local-date';
import { companyCreateSchema, companyUpdateSchema } from '../../../domain/schemas/company';
import { requiredFields } from '../../../domain/schemas/required-fields';
import { DateInput } from '../../components/dates/DateInput';
import { FormSection, FULL_ROW } from '../../components/FormSection';
import { LocalizedName, useLocalizedNameSort } from '../../components/LocalizedName';
import { SchemaForm } from '../../components/SchemaForm';
import { TaxIdentitySection } from '../../components/TaxIdentitySection';
import { useOperatorTimeZone } from '../../providers/operatorTimeZone';
import { AreaInput } from '../AreaInput';
import { PoolsInput } from './PoolsInput';

const required = requiredFields(companyCreateSchema);
const LEFT_TO_RIGHT = { htmlInput: { dir: 'ltr' } } as const;
const PHONE = { htmlInput: { dir: 'ltr', inputMode: 'tel', autoComplete: 'off' } } as const;

/**
 * The sub-area and the plan belong to the area: their choices are the chosen area's (sub-areas,
 * active company plans), and choosing another area clears them.
 */
function PlacementInputs() {
  const areaId = useWatch({ name: 'area_id' }) as number | null | undefined;
  const { setValue } = useFormContext();
  const shownArea = useRef(areaId);
  const nameSort = useLocalizedNameSort();
  useEffect(() => {
    if (shownArea.current != null && shownArea.current !== areaId) {
      setValue('sub_area_id', null, { shouldDirty: true });
      setValue('plan_id', null, { shouldDirty: true });
    }
    shownArea.current = areaId;
  }, [areaId, setValue]);
  return (
    <>
      <AreaInput>
        <SelectInput optionText={<LocalizedName />} isRequired={required.area_id} />
      </AreaInput>
      {areaId ? (
        <>
          <ReferenceInput
            source="sub_area_id"
            reference="sub-areas"
            filter={{ area_id: areaId }}
            sort={{ field: nameSort, order: 'ASC' }}
            perPage={200}
          >
            <SelectInput optionText={<LocalizedName />} isRequired={required.sub_area_id} />
          </ReferenceInput>
          <ReferenceInput
            source="plan_id"
            reference="subscription-plans"
            filter={{ area_id: areaId, plan_type: 'company', is_active: true }}
            sort={{ field: 'display_order', order: 'ASC' }}
            perPage={200}
          >
            <SelectInput optionText={<LocalizedName />} isRequired={required.plan_id} />
          </ReferenceInput>
        </>
      ) : (
        <>
          <SelectInput
            source="sub_area_id"
            choices={[]}
            isRequired={required.sub_area_id}
            disabled
            helperText="ps.companies.help.choose_area_first"
          />
          <SelectInput
            source="plan_id"
            choices={[]}
            isRequired={required.plan_id}
            disabled
            helperText="ps.companies.help.choose_area_first"
          />
        </>
      )}
    </>
  );
}

function CompanySections() {
  return (
    <>
      <FormSection title="ps.companies.sections.company">
        <TextInput source="name" isRequired={required.name} />
        <TextInput source="name_ar" slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }} />
        <TextInput
          source="contact_phone"
          isRequired={required.contact_phone}
          slotProps={PHONE}
          helperText="ps.companies.help.contact_phone"
        />
        <PlacementInputs />
        <BooleanInput source="is_active" helperText="ps.companies.help.is_active" sx={{ alignSelf: 'center' }} />
      </FormSection>
      <TaxIdentitySection resource="companies" />
      <FormSection title="ps.companies.sections.quota">
        <NumberInput
          source="initial_quota"
          min={1}
          step={1}
          isRequired={required.initial_quota}
          helperText="ps.companies.help.initial_quota"
        />
        <DateInput source="quota_valid_from" isRequired={required.quota_valid_from} />
        <DateInput source="quota_valid_to" isRequired={required.quota_valid_to} notBefore="quota_valid_from" />
        <NumberInput
          source="default_duration_months"
          min={1}
          step={1}
          isRequired={required.default_duration_months}
          helperText="ps.companies.help.default_duration_months"
        />
        <TextInput source="admin_notes" multiline minRows={2} sx={FULL_ROW} />
      </FormSection>
      <FormSection title="ps.companies.sections.pools">
        <div style={FULL_ROW}>
          <PoolsInput />
        </div>
      </FormSection>
    </>
  );
}

/** A new company: the company, then the account its manager signs in with (both or neither are made). */
export function CompanyCreateForm() {
  const today = localDate(new Date(), useOperatorTimeZone());
  const defaults = {
    is_active: true,
    default_duration_months: 12,
    quota_valid_from: today,
    quota_valid_to: addDays(addMonths(today, 12), -1),
  };
  return (
    <SchemaForm schema={companyCreateSchema} defaultValues={defaults}>
      <CompanySections />
      <FormSection title="ps.companies.sections.manager">
        <TextInput source="admin_full_name" isRequired={required.admin_full_name} autoComplete="off" />
        <TextInput
          source="admin_username"
          isRequired={required.admin_username}
          slotProps={LEFT_TO_RIGHT}
          autoComplete="off"
        />
        <TextInput
          source="admin_email"
          type="email"
          isRequired={required.admin_email}
          slotProps={LEFT_TO_RIGHT}
          autoComplete="off"
        />
        <TextInput
          source="admin_phone"
          isRequired={required.admin_phone}
          slotProps={PHONE}
          helperText="ps.companies.help.admin_phone"
        />
        <PasswordInput
          source="admin_password"
          isRequired={required.admin_password}
          autoComplete="new-password"
          helperText="ps.companies.help.admin_password"
        />
      </FormSection>
    </SchemaForm>
  );
}

/** An edit changes the company; its manager's account is edited with the employees. */
export function CompanyEditForm() {
  return (
    <SchemaForm schema={companyUpdateSchema}>
      <CompanySections />
    </SchemaForm>
  );
}
