import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import {
  DataTable,
  List,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  useLocaleState,
} from 'react-admin';
import { dayRangeFilters } from '../../components/dates/dayRangeFilters';
import { EmptyWithCreate } from '../../components/EmptyWithCreate';
import { DateTimeField, MoneyField } from '../../components/fields';
import { ListActions } from '../../components/ListActions';
import {
  LocalizedName,
  nameIn,
  NameSortFollowsLanguage,
  useLocalizedNameSort,
  usePersonNameSort,
} from '../../components/LocalizedName';
import { RowLink } from '../../components/RowLink';
import { StatusTabs } from '../../components/StatusTabs';
import type { CsvColumn } from '../../export/csvCells';
import { useCsvExporter } from '../../export/useCsvExporter';
import { useFormatters } from '../../i18n/useFormatters';
import { useSmallScreen } from '../../layout/useSmallScreen';
import type { Subscription } from '../../providers/dataProvider';
import { PlanName } from './PlanName';
import { SubscriptionStatusChip } from './SubscriptionStatusChip';
import { plateText } from '../../components/PlateText';

/** The tabs of SPEC section 2, in its order, and the requests approved to be paid online beside the pending ones. */
const SUBSCRIPTION_TABS = ['all', 'pending', 'awaiting_payment', 'rejected', 'active', 'expired'] as const;

const CSV_COLUMNS: CsvColumn[] = [
  { source: 'reference' },
  { source: 'applicant_name' },
  { source: 'phone' },
  { source: 'email' },
  { source: 'area_id', reference: 'areas' },
  { source: 'plan', text: (plan, { nameOf }) => nameOf(plan as Subscription['plan']) },
  { source: 'status', labels: 'ps.subscriptions.statuses' },
  { source: 'vehicles', text: (vehicles) => (vehicles as Subscription['vehicles']).map(plateText).join(', ') },
  { source: 'plan_price', format: 'money' },
  { source: 'discount', format: 'money' },
  { source: 'final_price', format: 'money' },
  { source: 'start_date' },
  { source: 'end_date' },
  {
    source: 'payment_method',
    text: (method, { nameOf }) => (method ? nameOf(method as NonNullable<Subscription['payment_method']>) : ''),
  },
  { source: 'approved_by_name' },
  { source: 'approved_at', format: 'dateTime' },
  { source: 'rejected_by_name' },
  { source: 'rejected_at', format: 'dateTime' },
  { source: 'rejection_reason' },
  { source: 'created_at', format: 'dateTime' },
];

/** A subscription's line on a phone: its plan, status and price. */
function SubscriptionSummary({ subscription }: { subscription: Subscription }) {
  const { money } = useFormatters();
  const [locale] = useLocaleState();
  return <>{`${subscription.reference} · ${nameIn(locale, subscription.plan)} · ${money(subscription.final_price)}`}</>;
}

/** Individual subscriptions by status tab, with their search, filters and export. */
export default function SubscriptionList() {
  const small = useSmallScreen();
  const applicantSort = usePersonNameSort('applicant_name');
  const exporter = useCsvExporter(CSV_COLUMNS);
  const nameSort = { field: useLocalizedNameSort(), order: 'ASC' } as const;
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <ReferenceInput key="area_id" source="area_id" reference="areas" sort={nameSort} perPage={200}>
      <SelectInput optionText={<LocalizedName />} />
    </ReferenceInput>,
    <ReferenceInput
      key="plan_id"
      source="plan_id"
      reference="subscription-plans"
      filter={{ plan_type: 'individual' }}
      sort={{ field: 'display_order', order: 'ASC' }}
      perPage={200}
    >
      <SelectInput optionText={<LocalizedName />} />
    </ReferenceInput>,
    ...dayRangeFilters(),
  ];
  return (
    <List
      filters={filters}
      actions={<ListActions />}
      exporter={exporter}
      sort={{ field: 'created_at', order: 'DESC' }}
      // The tabs scroll within the screen rather than widen the page.
      sx={{ '& .RaList-main': { minWidth: 0 } }}
      empty={
        <EmptyWithCreate icon={AssignmentIndIcon} message="ps.subscriptions.empty" hint="ps.subscriptions.empty_hint" />
      }
    >
      <NameSortFollowsLanguage englishField="applicant_name" arabicField="applicant_name_ar" />
      <StatusTabs
        tabs={SUBSCRIPTION_TABS}
        labelOf={(tab) => `ps.subscriptions.tabs.${tab}`}
        label="ps.subscriptions.tabs_label"
      />
      {small ? (
        <SimpleList<Subscription>
          primaryText={(subscription) => <bdi>{subscription.applicant_name}</bdi>}
          secondaryText={(subscription) => <SubscriptionSummary subscription={subscription} />}
          // a function, not an element: react-admin floats only what a function returns to the end of the row
          tertiaryText={() => <SubscriptionStatusChip />}
          linkType="show"
          sx={{ '& .RaSimpleList-tertiary': { opacity: 1 } }}
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="reference">
            <RowLink type="show">
              <TextField source="reference" dir="ltr" />
            </RowLink>
          </DataTable.Col>
          <DataTable.Col source={applicantSort} label="resources.subscriptions.fields.applicant_name">
            <TextField source="applicant_name" dir="auto" />
          </DataTable.Col>
          <DataTable.Col source="phone" disableSort>
            <TextField source="phone" dir="ltr" emptyText="—" />
          </DataTable.Col>
          <DataTable.Col source="area_id" disableSort>
            <ReferenceField source="area_id" reference="areas" link={false}>
              <LocalizedName />
            </ReferenceField>
          </DataTable.Col>
          <DataTable.Col source="plan_id" disableSort field={PlanName} />
          <DataTable.Col source="status" disableSort field={SubscriptionStatusChip} />
          <DataTable.Col source="final_price" label="ps.subscriptions.columns.final_price">
            <MoneyField source="final_price" />
          </DataTable.Col>
          <DataTable.Col source="created_at" field={DateTimeField} />
        </DataTable>
      )}
    </List>
  );
}
