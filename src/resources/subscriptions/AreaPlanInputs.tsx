import { ReferenceInput, SelectInput, useGetOne } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { LocalizedName } from '../../components/LocalizedName';
import type { Plan } from '../../providers/dataProvider';
import { usePlanChoiceText } from './usePlanChoiceText';
import { AreaInput } from '../AreaInput';

/** The plans a person may subscribe to in an area: its active individual plans. */
const OFFERED = { plan_type: 'individual', is_active: true } as const;

/** The max vehicles of the plan chosen in the form, once one is. */
export function useChosenPlanMaxVehicles(): number | undefined {
  const planId = useWatch({ name: 'plan_id' }) as number | null | undefined;
  const { data: plan } = useGetOne<Plan>('subscription-plans', { id: planId! }, { enabled: Boolean(planId) });
  return planId ? plan?.max_vehicles : undefined;
}

/**
 * The area, then a plan of that area with its duration and price: the plan's choices appear
 * only once an area is chosen, and choosing another area clears the plan. `readOnly` once the
 * request is decided (the server keeps them then).
 */
export function AreaPlanInputs({ readOnly = false }: { readOnly?: boolean }) {
  const { setValue } = useFormContext();
  const areaId = useWatch({ name: 'area_id' }) as number | null | undefined;
  const planText = usePlanChoiceText();
  return (
    <>
      <AreaInput>
        <SelectInput
          optionText={<LocalizedName />}
          isRequired
          readOnly={readOnly}
          onChange={() => setValue('plan_id', null, { shouldDirty: true })}
        />
      </AreaInput>
      {areaId ? (
        // A new input per area, so that no plan of the area chosen before is offered.
        <ReferenceInput
          key={areaId}
          source="plan_id"
          reference="subscription-plans"
          filter={{ ...OFFERED, area_id: areaId }}
          sort={{ field: 'display_order', order: 'ASC' }}
          perPage={200}
        >
          <SelectInput optionText={planText} isRequired readOnly={readOnly} />
        </ReferenceInput>
      ) : (
        // Read-only rather than disabled: a disabled input would take its value out of the form.
        <SelectInput
          source="plan_id"
          choices={[]}
          isRequired
          readOnly
          helperText="ps.subscriptions.choose_area_first"
        />
      )}
    </>
  );
}
