import { DateTimeInput, type DateTimeInputProps } from 'react-admin';
import { instantOfLocalDateTime, localDateTime } from '../../../../domain/local-date';
import { useOperatorTimeZone } from '../../../providers/operatorTimeZone';

/**
 * A date and time typed on the operator's wall clock, whatever the browser's zone, and kept as
 * an ISO instant: a tariff changes at the car park's 08:00, not the viewer's.
 */
export function OperatorDateTimeInput(props: DateTimeInputProps) {
  const timeZone = useOperatorTimeZone();
  return (
    <DateTimeInput
      format={(value: unknown) => (typeof value === 'string' && value ? localDateTime(new Date(value), timeZone) : '')}
      parse={(text: string) => instantOfLocalDateTime(text, timeZone)?.toISOString() ?? null}
      {...props}
    />
  );
}
