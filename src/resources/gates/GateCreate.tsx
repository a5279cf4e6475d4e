import { Create } from 'react-admin';
import { useListShowingNew } from '../useListShowingNew';
import { GateForm } from './GateForm';
import { areaGatesPath } from './gateRedirect';

export default function GateCreate() {
  const redirect = useListShowingNew({ path: areaGatesPath, storeKey: (gate) => `gates.area.${gate.area_id}` });
  return (
    <Create redirect={redirect}>
      <GateForm />
    </Create>
  );
}
