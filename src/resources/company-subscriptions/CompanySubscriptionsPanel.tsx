import { Card, CardContent, Typography } from '@mui/material';
import { DataTable, Pagination, ReferenceManyField, TextField, useTranslate } from 'react-admin';
import { CalendarDateField, MoneyField } from '../../components/fields';
import { ListLoadError } from '../../components/ListLoadError';
import { QUIET_LIST_LOAD } from '../../theme/list-states';
import { DecisionButtons } from './DecisionButtons';
import { useSmallScreen } from '../../layout/useSmallScreen';
import { StatusChip } from './StatusChip';
import { SubscriptionRows } from './SubscriptionRows';
import { VehiclePlates } from './VehiclePlates';

/** A company's subscriptions on its page, newest first, each pending one with Approve and Reject. */
export function CompanySubscriptionsPanel() {
  const translate = useTranslate();
  const small = useSmallScreen();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {translate('ps.company_subscriptions.of_company')}
        </Typography>
        <ReferenceManyField
          reference="company-subscriptions"
          target="company_id"
          sort={{ field: 'created_at', order: 'DESC' }}
          perPage={10}
          pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
          error={<ListLoadError />}
          queryOptions={QUIET_LIST_LOAD}
        >
          {small ? (
            <SubscriptionRows rowClick={false} actions={<DecisionButtons />} />
          ) : (
            <DataTable
              bulkActionButtons={false}
              rowClick={false}
              empty={
                <Typography variant="body2" color="text.secondary">
                  {translate('ps.company_dashboard.no_subscriptions')}
                </Typography>
              }
            >
              <DataTable.Col source="subscriber_name">
                <TextField source="subscriber_name" dir="auto" />
              </DataTable.Col>
              <DataTable.Col source="phone" disableSort>
                <TextField source="phone" dir="ltr" />
              </DataTable.Col>
              <DataTable.Col source="vehicles" disableSort field={VehiclePlates} />
              <DataTable.Col source="status" disableSort field={StatusChip} />
              <DataTable.Col source="end_date">
                <CalendarDateField source="end_date" />
              </DataTable.Col>
              <DataTable.Col source="price" disableSort>
                <MoneyField source="price" emptyText="—" />
              </DataTable.Col>
              <DataTable.Col source="id" label="" disableSort field={DecisionButtons} />
            </DataTable>
          )}
        </ReferenceManyField>
      </CardContent>
    </Card>
  );
}
