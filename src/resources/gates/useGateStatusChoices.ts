import { useTranslate } from 'react-admin';
import { GATE_STATUSES } from '../../../domain/schemas/gate';

/** The gate statuses as select choices, named in the app language. */
export function useGateStatusChoices() {
  const translate = useTranslate();
  return GATE_STATUSES.map((status) => ({ id: status, name: translate(`ps.gates.statuses.${status}`) }));
}
