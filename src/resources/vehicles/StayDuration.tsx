import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { minutesBetween } from '../../../domain/tariff';
import type { Vehicle } from '../../providers/dataProvider';
import { useDurationText } from './useDurationText';
import { useMinuteClock } from './useMinuteClock';

function Duration({ minutes }: { minutes: number }) {
  const durationText = useDurationText();
  return (
    <Typography component="span" variant="body2">
      {durationText(minutes)}
    </Typography>
  );
}

/** A stay still inside, counted up to now in started minutes as the tariff counts them, afresh each minute. */
function RunningDuration({ entryTime }: { entryTime: string }) {
  const now = useMinuteClock();
  return <Duration minutes={minutesBetween(new Date(entryTime), now)} />;
}

/** How long the stay in context lasted, or has lasted so far while it is inside. */
export function StayDuration(_props: { label?: string }) {
  const record = useRecordContext<Vehicle>();
  if (!record) return null;
  return record.inside ? (
    <RunningDuration entryTime={record.entry_time} />
  ) : (
    <Duration minutes={record.duration_minutes} />
  );
}
