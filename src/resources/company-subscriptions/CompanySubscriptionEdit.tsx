import { Edit } from 'react-admin';
import { recordErrorProps } from '../../components/RecordNotFound';
import type { CompanySubscription } from '../../providers/dataProvider';
import { CompanySubscriptionForm } from './CompanySubscriptionForm';

/** The form edits the vehicles asked for when a change waits: saved as they are, it stays asked for. */
const withAskedVehicles = (record: CompanySubscription): CompanySubscription => ({
  ...record,
  // A vehicle asked for has no id yet; the form keys its rows by position and sends none.
  vehicles: record.pending_vehicles?.map((vehicle, index) => ({ ...vehicle, id: index })) ?? record.vehicles,
});

export default function CompanySubscriptionEdit() {
  const { queryOptions, ...onError } = recordErrorProps();
  return (
    <Edit
      redirect="list"
      mutationMode="pessimistic"
      {...onError}
      queryOptions={{ ...queryOptions, select: withAskedVehicles }}
    >
      <CompanySubscriptionForm />
    </Edit>
  );
}
