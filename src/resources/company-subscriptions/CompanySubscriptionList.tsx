import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import { Box, Typography } from '@mui/material';
import { DataTable, EmailField, List, SearchInput, SimpleList, TextField, useListContext, useTranslate } from 'react-admin';
import { CalendarDateField, DateTimeField } from '../../components/fields';
import { EmptyWithCreate } from '../../components/EmptyWithCreate';
import { RowLink } from '../../components/RowLink';
import { useFormatters } from '../../i18n/useFormatters';
import { useSmallScreen } from '../../layout/useSmallScreen';
import type { CompanySubscription } from '../../providers/dataProvider';
import { CompanyQuotaSummary } from './CompanyQuotaSummary';
import { CompanySubscriptionTabs, useTabCounts } from './CompanySubscriptionTabs';
import { StatusChip } from './StatusChip';
import { VehiclePlates } from './VehiclePlates';

/** How many subscriptions the company has in all, pending and active (for the list's search). */
function Summary() {
  const translate = useTranslate();
  const { number } = useFormatters();
  const { filterValues } = useListContext();
  const counts = useTabCounts(filterValues);
  if (!counts) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      {translate('ps.company_subscriptions.summary', { total: number(counts.all), pending: number(counts.pending), active: number(counts.active) })}
    </Typography>
  );
}

function Subscriptions() {
  const small = useSmallScreen();
  const translate = useTranslate();
  return (
    <>
      <CompanySubscriptionTabs />
      <Summary />
      {small ? (
        <SimpleList<CompanySubscription>
          primaryText={(record) => record.subscriber_name}
          secondaryText={(record) => `${record.vehicles.map((vehicle) => `${vehicle.plate_letters} ${vehicle.plate_number}`).join(' · ')}`}
          tertiaryText={() => <StatusChip />}
          rowClick="edit"
          sx={{ '& .RaSimpleList-tertiary': { opacity: 1 } }}
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="subscriber_name">
            <RowLink type="edit">
              <TextField source="subscriber_name" dir="auto" />
            </RowLink>
          </DataTable.Col>
          <DataTable.Col source="phone" disableSort>
            <TextField source="phone" dir="ltr" />
          </DataTable.Col>
          <DataTable.Col source="email">
            <EmailField source="email" dir="ltr" onClick={(event) => event.stopPropagation()} />
          </DataTable.Col>
          <DataTable.Col source="vehicles" disableSort field={VehiclePlates} label={translate('resources.company-subscriptions.fields.vehicles')} />
          <DataTable.Col source="status" disableSort field={StatusChip} />
          <DataTable.Col source="end_date">
            <CalendarDateField source="end_date" />
          </DataTable.Col>
          <DataTable.Col source="created_at">
            <DateTimeField source="created_at" />
          </DataTable.Col>
        </DataTable>
      )}
    </>
  );
}

/** The company manager's subscriptions: quota above, tabs by status with their counts, search. */
export default function CompanySubscriptionList() {
  const filters = [<SearchInput key="q" source="q" alwaysOn />];
  return (
    // One column whatever the layout: the quota above the list, neither wider than the screen.
    <Box sx={{ width: '100%', minWidth: 0, display: 'flex', flexDirection: 'column' }}>
      <CompanyQuotaSummary />
      <List
        filters={filters}
        sort={{ field: 'created_at', order: 'DESC' }}
        exporter={false}
        // The tabs scroll within the screen rather than widen the page.
        sx={{ '& .RaList-main': { minWidth: 0 } }}
        empty={<EmptyWithCreate icon={AssignmentIndIcon} message="ps.company_subscriptions.empty" hint="ps.company_subscriptions.empty_hint" />}
      >
        <Subscriptions />
      </List>
    </Box>
  );
}
