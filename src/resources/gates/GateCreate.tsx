import { Create } from 'react-admin';
import { GateForm } from './GateForm';
import { toAreaGates } from './gateRedirect';

export default function GateCreate() {
  return (
    <Create redirect={toAreaGates}>
      <GateForm />
    </Create>
  );
}
