import { FormControlLabel, Switch } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useLocalizedName } from '../../components/LocalizedName';
import type { AppDataProvider, Plan } from '../../providers/dataProvider';

/**
 * Activates or deactivates the plan in context at once, through its own action (audited as a
 * status change), from a list row or the edit page. `labelled` shows "Active" beside the switch.
 */
export function PlanActiveSwitch({ labelled = false }: { labelled?: boolean }) {
  const plan = useRecordContext<Plan>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const nameOf = useLocalizedName();
  const { mutate, isPending } = useMutation({
    mutationFn: ({ id, active }: { id: Plan['id']; active: boolean }) => dataProvider.setPlanActive(id, active),
    onSuccess: (changed) => {
      const notification = changed.is_active ? 'activated' : 'deactivated';
      notify(`resources.subscription-plans.notifications.${notification}`, { type: 'success', messageArgs: { name: nameOf(changed) } });
      refresh();
    },
    onError: (error) => notify('ps.plans.status_failed', { type: 'error', messageArgs: { reason: translate(error.message, { _: error.message }) } }),
  });
  if (!plan) return null;
  const control = (
    <Switch
      checked={plan.is_active}
      disabled={isPending}
      onChange={(event) => mutate({ id: plan.id, active: event.target.checked })}
      // In a list row: switching is not opening the row.
      onClick={(event: MouseEvent) => event.stopPropagation()}
      slotProps={{ input: { 'aria-label': translate('ps.plans.active_switch', { name: nameOf(plan) }) } }}
    />
  );
  if (!labelled) return control;
  return <FormControlLabel control={control} label={translate(plan.is_active ? 'ps.plans.status.active' : 'ps.plans.status.inactive')} />;
}
