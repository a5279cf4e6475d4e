import { Create } from 'react-admin';
import { useListShowingNew } from '../useListShowingNew';
import { PlanForm } from './PlanForm';

export default function PlanCreate() {
  const redirect = useListShowingNew();
  return (
    <Create redirect={redirect}>
      <PlanForm />
    </Create>
  );
}
