import LockOpenIcon from '@mui/icons-material/LockOpen';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { type ManualBarrierOpen, manualBarrierOpenSchema } from '../../../domain/schemas/lane-health';
import { DecisionButton } from '../../components/DecisionButton';
import { ReasonInput } from '../../components/ReasonInput';
import type { AppDataProvider } from '../../providers/dataProvider';

/** Opens the gate's barrier by hand, with the reason asked for; the server records it with the camera's latest picture. */
export function OpenBarrierButton({ gateId }: { gateId: number }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const open = useMutation({
    mutationFn: (body: ManualBarrierOpen) => dataProvider.openBarrier(body),
    onSuccess: () => notify('ps.lane_health.barrier.opened', { type: 'success' }),
  });
  return (
    <DecisionButton
      label="ps.lane_health.barrier.open"
      icon={<LockOpenIcon />}
      color="warning"
      title="ps.lane_health.barrier.title"
      description={translate('ps.lane_health.barrier.body')}
      schema={manualBarrierOpenSchema}
      defaultValues={{ gate_id: gateId }}
      onSubmit={open.mutateAsync}
    >
      <ReasonInput label="ps.lane_health.barrier.reason" />
    </DecisionButton>
  );
}
