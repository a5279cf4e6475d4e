import { DateInput } from './DateInput';

/**
 * A list's first and last local days (`from`, `to`, YYYY-MM-DD as every list's API takes them),
 * the last not before the first.
 */
export function dayRangeFilters(alwaysOn = false) {
  return [
    <DateInput key="from" source="from" alwaysOn={alwaysOn} />,
    <DateInput key="to" source="to" notBefore="from" alwaysOn={alwaysOn} />,
  ];
}
