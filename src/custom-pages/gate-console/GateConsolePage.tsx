import { Box, Stack } from '@mui/material';
import { useRef, useState } from 'react';
import { HttpError } from 'react-admin';
import { formatPlateLatin } from '../../../domain/plates';
import { passesThrough } from '../../../domain/gate-passage';
import type { GateConsole } from '../../../domain/schemas/gate-console';
import { useLocalizedName } from '../../components/LocalizedName';
import { ErrorState, LoadingState } from '../../components/PageStates';
import { PageHeader } from '../../components/PageHeader';
import type { Vehicle } from '../../providers/dataProvider';
import { ConfirmQueue } from '../lane-health/ConfirmQueue';
import { LaneAlarms } from '../lane-health/LaneAlarms';
import { OpenBarrierButton } from '../lane-health/OpenBarrierButton';
import { RegisterPanel } from './RegisterPanel';
import { ShiftCard } from './shift/ShiftCard';
import { TariffSummary } from './TariffSummary';
import { useGateConsole } from './useGateConsole';
import { useRegisterDraft } from './useRegisterDraft';
import { VehiclesInside } from './VehiclesInside';
import { WorkplaceCard } from './WorkplaceCard';

function Console({
  data,
  stale,
  onGateChange,
}: {
  data: GateConsole;
  stale: boolean;
  onGateChange: (gateId: number) => void;
}) {
  const nameOf = useLocalizedName();
  const draft = useRegisterDraft(data.gate.type.code);
  const inputRef = useRef<HTMLInputElement>(null);
  const letsOut = passesThrough(data.gate.type.code, 'exit');

  const chooseForExit = (stay: Vehicle) => {
    draft.setEvent('exit');
    draft.setPresented('plate');
    draft.setValue(formatPlateLatin({ letters: stay.plate_letters, number: stay.plate_number }));
    inputRef.current?.focus();
  };

  return (
    <Stack spacing={2}>
      <WorkplaceCard data={data} stale={stale} onGateChange={onGateChange} />
      <LaneAlarms gateId={data.gate.id} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <OpenBarrierButton gateId={data.gate.id} />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
        }}
      >
        <Stack spacing={2}>
          <ConfirmQueue gateId={data.gate.id} />
          <RegisterPanel gate={data.gate} areaName={nameOf(data.area)} draft={draft} inputRef={inputRef} />
          {/* After the lane's form: on a phone the plate field is the first thing to reach. */}
          <ShiftCard gateId={data.gate.id} />
          <TariffSummary area={data.area} eventToday={data.event_today} />
        </Stack>
        <VehiclesInside areaId={data.area.id} onChoose={letsOut ? chooseForExit : undefined} />
      </Box>
    </Stack>
  );
}

/**
 * A gate employee's home: the console of their gate (or of another gate of their area they stand
 * in at). The figures follow the area as other gates let vehicles in and out; their cashier shift,
 * the gate's lane alarms, the reads its lane waits on a person for, and its barrier opened by hand
 * are here too.
 */
export function GateConsolePage() {
  const [gateId, setGateId] = useState<number>();
  const { data, error, isRefetchError, refetch } = useGateConsole(gateId);
  return (
    <Box>
      <PageHeader title="ps.gate_console.title" />
      {data ? (
        <Console data={data} stale={isRefetchError} onGateChange={setGateId} />
      ) : error ? (
        // Without a workplace there is nothing to retry: the administrator assigns one.
        <ErrorState
          message={error.message}
          onRetry={error instanceof HttpError && error.status === 403 ? undefined : () => refetch()}
        />
      ) : (
        <LoadingState rows={3} />
      )}
    </Box>
  );
}
