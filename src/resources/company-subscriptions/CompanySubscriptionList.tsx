import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import { Box, Typography } from '@mui/material';
import { DataTable, EmailField, List, SearchInput, TextField, useTranslate } from 'react-admin';
import { COMPANY_SUBSCRIPTION_TABS } from '../../../domain/schemas/company-subscription';
import { CalendarDateField, DateTimeField } from '../../components/fields';
import { EmptyWithCreate } from '../../components/EmptyWithCreate';
import { ListActions } from '../../components/ListActions';
import { NameSortFollowsLanguage, usePersonNameSort } from '../../components/LocalizedName';
import { RowLink } from '../../components/RowLink';
import { StatusTabs, useStatusCounts } from '../../components/StatusTabs';
import type { CsvColumn } from '../../export/csvCells';
import { useCsvExporter } from '../../export/useCsvExporter';
import { useFormatters } from '../../i18n/useFormatters';
import { useSmallScreen } from '../../layout/useSmallScreen';
import type { CompanySubscription } from '../../providers/dataProvider';
import { plateText } from '../../components/PlateText';
import { CompanyQuotaSummary } from './CompanyQuotaSummary';
import { StatusChip } from './StatusChip';
import { SubscriptionRows } from './SubscriptionRows';
import { VehiclePlates } from './VehiclePlates';

const CSV_COLUMNS: CsvColumn[] = [
  { source: 'subscriber_name' },
  { source: 'phone' },
  { source: 'email' },
  { source: 'vehicles', text: (vehicles) => (vehicles as CompanySubscription['vehicles']).map(plateText).join(', ') },
  { source: 'status', labels: 'ps.company_subscriptions.statuses' },
  { source: 'start_date' },
  { source: 'end_date' },
  { source: 'payment_method_id', reference: 'payment-methods' },
  { source: 'approved_at', format: 'dateTime' },
  { source: 'rejected_at', format: 'dateTime' },
  { source: 'rejection_reason' },
  { source: 'notes' },
  { source: 'created_at', format: 'dateTime' },
];

/** How many subscriptions the company has in all, pending and active (for the list's search). */
function Summary() {
  const translate = useTranslate();
  const { number } = useFormatters();
  const counts = useStatusCounts();
  if (!counts) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
      {translate('ps.company_subscriptions.summary', {
        total: number(counts.all ?? 0),
        pending: number(counts.pending ?? 0),
        active: number(counts.active ?? 0),
      })}
    </Typography>
  );
}

function Subscriptions() {
  const small = useSmallScreen();
  const translate = useTranslate();
  const subscriberSort = usePersonNameSort('subscriber_name');
  return (
    <>
      <NameSortFollowsLanguage englishField="subscriber_name" arabicField="subscriber_name_ar" />
      <StatusTabs
        tabs={COMPANY_SUBSCRIPTION_TABS}
        labelOf={(tab) => (tab === 'all' ? 'ps.company_subscriptions.all' : `ps.company_subscriptions.statuses.${tab}`)}
        label="ps.subscriptions.tabs_label"
      />
      <Summary />
      {small ? (
        <SubscriptionRows rowClick="edit" />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source={subscriberSort} label="resources.company-subscriptions.fields.subscriber_name">
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
          <DataTable.Col
            source="vehicles"
            disableSort
            field={VehiclePlates}
            label={translate('resources.company-subscriptions.fields.vehicles')}
          />
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

/** The company manager's subscriptions: quota above, tabs by status with their counts, search, export. */
export default function CompanySubscriptionList() {
  const exporter = useCsvExporter(CSV_COLUMNS);
  const filters = [<SearchInput key="q" source="q" alwaysOn />];
  return (
    // One column whatever the layout: the quota above the list, neither wider than the screen.
    <Box sx={{ width: '100%', minWidth: 0, display: 'flex', flexDirection: 'column' }}>
      <CompanyQuotaSummary />
      <List
        filters={filters}
        actions={<ListActions />}
        sort={{ field: 'created_at', order: 'DESC' }}
        exporter={exporter}
        // The tabs scroll within the screen rather than widen the page.
        sx={{ '& .RaList-main': { minWidth: 0 } }}
        empty={
          <EmptyWithCreate
            icon={AssignmentIndIcon}
            message="ps.company_subscriptions.empty"
            hint="ps.company_subscriptions.empty_hint"
          />
        }
      >
        <Subscriptions />
      </List>
    </Box>
  );
}
