import BlockIcon from '@mui/icons-material/Block';
import CheckIcon from '@mui/icons-material/Check';
import { Card, CardContent, CardHeader, Link, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { TextInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { formatPlateLatin, type Plate } from '../../../domain/plates';
import { type ConfirmRead, confirmReadSchema } from '../../../domain/schemas/lane-health';
import { DecisionButton } from '../../components/DecisionButton';
import { PlateLine } from '../../components/PlateText';
import { useFormatters } from '../../i18n/useFormatters';
import type { AppDataProvider, LaneConfirmationJson } from '../../providers/dataProvider';
import { PaymentMethodInput } from '../../resources/payment-transactions/PaymentInputs';
import { NoteDecisionButton } from './NoteDecisionButton';
import { useLaneConfirmations, useRefreshLaneHealth } from './useLaneHealth';

const ANY_TEXT = { htmlInput: { dir: 'auto' } } as const;

const plateFields = ({ letters, number }: Plate) => ({ plate_letters: letters, plate_number: number });

function ConfirmButton({ held }: { held: LaneConfirmationJson }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefreshLaneHealth();
  const translate = useTranslate();
  const { dateTime } = useFormatters();
  const confirm = useMutation({
    // The form reads the plate as the server does; it goes back as the text the server reads.
    mutationFn: ({ plate, payment_method }: ConfirmRead) =>
      dataProvider.confirmLaneRead(held, { plate: formatPlateLatin(plate), payment_method }),
    onSuccess: () => {
      notify('ps.lane_health.confirmations.confirmed', { type: 'success' });
      refresh();
    },
  });
  return (
    <DecisionButton
      label="ps.lane_health.confirmations.confirm"
      icon={<CheckIcon />}
      color="success"
      size="small"
      title="ps.lane_health.confirmations.confirm_title"
      description={
        held.reason === 'replayed_time' && held.occurred_at
          ? translate('ps.lane_health.confirmations.confirm_replay_body', { time: dateTime(held.occurred_at) })
          : translate('ps.lane_health.confirmations.confirm_body', { time: dateTime(held.heard_at) })
      }
      schema={confirmReadSchema}
      defaultValues={{
        plate: held.plate ? formatPlateLatin(held.plate) : '',
        payment_method: held.payment_method ?? undefined,
      }}
      onSubmit={confirm.mutateAsync}
    >
      <TextInput source="plate" label="ps.lane_health.confirmations.plate" isRequired fullWidth slotProps={ANY_TEXT} />
      {held.kind === 'exit' ? <PaymentMethodInput label="ps.lane_health.confirmations.payment_method" /> : null}
    </DecisionButton>
  );
}

function RefuseButton({ held }: { held: LaneConfirmationJson }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <NoteDecisionButton
      messages="ps.lane_health.confirmations"
      action="refuse"
      done="refused"
      icon={<BlockIcon />}
      color="error"
      send={(body) => dataProvider.refuseLaneRead(held, body)}
    />
  );
}

function HeldRead({ held }: { held: LaneConfirmationJson }) {
  const translate = useTranslate();
  const { dateTime, number } = useFormatters();
  const details = [
    translate(`ps.lane_health.confirmations.kinds.${held.kind}`),
    translate(`ps.lane_health.confirmations.reasons.${held.reason}`),
    held.confidence === null
      ? null
      : translate('ps.lane_health.confirmations.confidence', {
          confidence: `${number(Math.round(held.confidence * 100))}%`,
        }),
    translate('ps.lane_health.confirmations.heard', { time: dateTime(held.heard_at) }),
    held.reason === 'replayed_time' && held.occurred_at
      ? translate('ps.lane_health.confirmations.claimed', { time: dateTime(held.occurred_at) })
      : null,
  ].filter((detail) => detail !== null);
  return (
    <Stack
      component="li"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      aria-label={held.plate ? formatPlateLatin(held.plate) : translate('ps.lane_health.confirmations.no_plate')}
    >
      <div>
        <Typography sx={{ fontWeight: 'bold' }}>
          {held.plate ? (
            <PlateLine vehicle={plateFields(held.plate)} />
          ) : (
            translate('ps.lane_health.confirmations.no_plate')
          )}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {details.join(' · ')}
        </Typography>
        {held.alternatives.length > 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('ps.lane_health.confirmations.alternatives', {
              plates: held.alternatives.map(({ plate }) => formatPlateLatin(plate)).join(', '),
            })}
          </Typography>
        ) : null}
        {held.photo_url ? (
          <Link href={held.photo_url} target="_blank" rel="noreferrer" variant="body2">
            {translate('ps.lane_health.confirmations.photo')}
          </Link>
        ) : null}
      </div>
      <Stack direction="row" spacing={1}>
        <ConfirmButton held={held} />
        <RefuseButton held={held} />
      </Stack>
    </Stack>
  );
}

/**
 * The reads the gate's lane did not act on, oldest first: the employee confirms each with the
 * plate they see (the lane then lets the vehicle through) or refuses it (the barrier stays shut).
 * Nothing while none waits.
 */
export function ConfirmQueue({ gateId }: { gateId: number }) {
  const translate = useTranslate();
  const { number } = useFormatters();
  const { data } = useLaneConfirmations(gateId);
  if (!data || data.length === 0) return null;
  const title = translate('ps.lane_health.confirmations.title', {
    smart_count: data.length,
    count: number(data.length),
  });
  return (
    <Card component="section" aria-label={title}>
      <CardHeader title={title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent>
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {data.map((held) => (
            <HeldRead key={held.id} held={held} />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
