import DoneIcon from '@mui/icons-material/Done';
import { Alert, Stack, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { useLocalizedName } from '../../components/LocalizedName';
import { useFormatters } from '../../i18n/useFormatters';
import type { AppDataProvider, LaneAlarmJson } from '../../providers/dataProvider';
import { NoteDecisionButton } from './NoteDecisionButton';
import { useLaneAlarms } from './useLaneHealth';

function AcknowledgeButton({ alarm }: { alarm: LaneAlarmJson }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <NoteDecisionButton
      messages="ps.lane_health.alarms"
      action="acknowledge"
      done="acknowledged"
      icon={<DoneIcon />}
      color="primary"
      send={(body) => dataProvider.acknowledgeLaneAlarm(alarm.id, body)}
    />
  );
}

function AlarmLine({ alarm }: { alarm: LaneAlarmJson }) {
  const translate = useTranslate();
  const { dateTime } = useFormatters();
  const nameOf = useLocalizedName();
  const gate = nameOf({ name: alarm.gate_name, name_ar: alarm.gate_name_ar });
  return (
    <Alert
      severity={alarm.kind === 'unsure_reads' || alarm.kind === 'replayed_time' ? 'warning' : 'error'}
      action={<AcknowledgeButton alarm={alarm} />}
    >
      {translate(`ps.lane_health.alarms.kinds.${alarm.kind}`, {
        device: alarm.device_name,
        gate,
        time: dateTime(alarm.raised_at),
      })}
      {alarm.device_back_at ? (
        <Typography variant="body2">
          {translate('ps.lane_health.alarms.back', { time: dateTime(alarm.device_back_at) })}
        </Typography>
      ) : null}
    </Alert>
  );
}

/**
 * The lanes' open alarms (a silent device, a barrier forced open or stuck, a camera unsure of its
 * reads), each until a person acknowledges it: every alarm the caller keeps on the home, the gate's
 * own on its console. Nothing while all is well.
 */
export function LaneAlarms({ gateId }: { gateId?: number }) {
  const translate = useTranslate();
  const { number } = useFormatters();
  const { data } = useLaneAlarms(gateId);
  if (!data || data.length === 0) return null;
  return (
    <Stack
      spacing={1}
      component="section"
      aria-label={translate('ps.lane_health.alarms.title', { smart_count: data.length, count: number(data.length) })}
    >
      {data.map((alarm) => (
        <AlarmLine key={alarm.id} alarm={alarm} />
      ))}
    </Stack>
  );
}
