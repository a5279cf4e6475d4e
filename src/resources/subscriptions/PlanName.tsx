import { RecordContextProvider, useRecordContext } from 'react-admin';
import { LocalizedName } from '../../components/LocalizedName';
import type { Subscription } from '../../providers/dataProvider';

/** The plan of the subscription in context, named in the screen's language. */
export function PlanName() {
  const record = useRecordContext<Subscription>();
  if (!record) return null;
  return (
    <RecordContextProvider value={{ id: record.plan_id, ...record.plan }}>
      <LocalizedName />
    </RecordContextProvider>
  );
}
