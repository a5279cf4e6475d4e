import { FormControlLabel, Switch } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type MouseEvent, useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useLocalizedName } from '../../components/LocalizedName';
import type { AppDataProvider, Plan } from '../../providers/dataProvider';

/**
 * Activates or deactivates the plan in context at once, through its own action (audited as a
 * status change), from a list row or the edit page. `labelled` shows the state beside the switch.
 *
 * The switch shows the answer at once; lists refetch, while the plan's own record is only marked
 * stale, so that an edit form around it keeps what the user typed (an edit never writes the flag).
 */
export function PlanActiveSwitch({ labelled = false }: { labelled?: boolean }) {
  const plan = useRecordContext<Plan>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const nameOf = useLocalizedName();
  // The state last answered, against the stored state it replaced: once the record shows the change, the record speaks.
  const [answered, setAnswered] = useState<{ before: boolean; after: boolean }>();
  const { mutate, isPending } = useMutation({
    mutationFn: ({ id, active }: { id: Plan['id']; active: boolean; before: boolean }) =>
      dataProvider.setPlanActive(id, active),
    onSuccess: (changed, { before }) => {
      setAnswered({ before, after: changed.is_active });
      notify(`resources.subscription-plans.notifications.${changed.is_active ? 'activated' : 'deactivated'}`, {
        type: 'success',
        messageArgs: { name: nameOf(changed) },
      });
      void queryClient.invalidateQueries({ queryKey: ['subscription-plans', 'getList'] });
      void queryClient.invalidateQueries({ queryKey: ['subscription-plans'], refetchType: 'none' });
    },
    onError: (error) =>
      notify('ps.plans.status_failed', {
        type: 'error',
        messageArgs: { reason: translate(error.message, { _: error.message }) },
      }),
  });
  if (!plan) return null;
  const active = answered && answered.before === plan.is_active ? answered.after : plan.is_active;
  const control = (
    <Switch
      checked={active}
      disabled={isPending}
      onChange={(event) => mutate({ id: plan.id, active: event.target.checked, before: plan.is_active })}
      // In a list row: switching is not opening the row.
      onClick={(event: MouseEvent) => event.stopPropagation()}
      slotProps={{ input: { 'aria-label': translate('ps.plans.active_switch', { name: nameOf(plan) }) } }}
    />
  );
  if (!labelled) return control;
  return (
    <FormControlLabel
      control={control}
      label={translate(active ? 'ps.plans.status.active' : 'ps.plans.status.inactive')}
    />
  );
}
