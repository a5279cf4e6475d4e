import BusinessIcon from '@mui/icons-material/Business';
import {
  BooleanField,
  DataTable,
  List,
  NullableBooleanInput,
  ReferenceField,
  SearchInput,
  SelectInput,
  SimpleList,
} from 'react-admin';
import { EmptyWithCreate } from '../../components/EmptyWithCreate';
import { ListActions } from '../../components/ListActions';
import { LocalizedName, NameSortFollowsLanguage, useLocalizedNameSort } from '../../components/LocalizedName';
import { RowLink } from '../../components/RowLink';
import type { CsvColumn } from '../../export/csvCells';
import { useCsvExporter } from '../../export/useCsvExporter';
import { useSmallScreen } from '../../layout/useSmallScreen';
import { CompanyQuotaStatus, CompanyQuotaUsage } from './CompanyQuotaFields';
import { useQuotaChoices } from './useQuotaChoices';
import { CalendarDateField } from '../../components/fields';
import { AreaInput } from '../AreaInput';

const CSV_COLUMNS: CsvColumn[] = [
  { source: 'id', format: 'number' },
  { source: 'name' },
  { source: 'name_ar' },
  { source: 'contact_phone' },
  { source: 'area_id', reference: 'areas' },
  { source: 'sub_area_id', reference: 'sub-areas' },
  { source: 'plan_id', reference: 'subscription-plans' },
  { source: 'is_active', format: 'yesNo' },
  { source: 'default_duration_months', format: 'number' },
  { source: 'initial_quota', format: 'number' },
  { source: 'used_quota', format: 'number' },
  { source: 'remaining_quota', format: 'number' },
  { source: 'quota_status', labels: 'ps.quota.status' },
  { source: 'quota_level', labels: 'ps.quota.level' },
  { source: 'quota_valid_from' },
  { source: 'quota_valid_to' },
  { source: 'admin_notes' },
  { source: 'created_at', format: 'dateTime' },
];

export default function CompanyList() {
  const small = useSmallScreen();
  const nameSort = useLocalizedNameSort();
  const exporter = useCsvExporter(CSV_COLUMNS);
  const { statuses, levels } = useQuotaChoices();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <AreaInput key="area_id" source="area_id" />,
    <NullableBooleanInput key="is_active" source="is_active" />,
    <SelectInput key="quota_status" source="quota_status" choices={statuses} />,
    <SelectInput key="quota_level" source="quota_level" choices={levels} />,
  ];
  return (
    <List
      filters={filters}
      actions={<ListActions />}
      exporter={exporter}
      sort={{ field: nameSort, order: 'ASC' }}
      empty={<EmptyWithCreate icon={BusinessIcon} message="ps.companies.empty" hint="ps.companies.empty_hint" />}
    >
      <NameSortFollowsLanguage />
      {small ? (
        <SimpleList
          primaryText={<LocalizedName />}
          secondaryText={<CompanyQuotaUsage />}
          // a function, not an element: react-admin floats only what a function returns to the end of the row
          tertiaryText={() => <CompanyQuotaStatus size="small" />}
          linkType="show"
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source={nameSort} label="resources.companies.fields.name" sx={{ minWidth: 180 }}>
            <RowLink type="show">
              <LocalizedName />
            </RowLink>
          </DataTable.Col>
          <DataTable.Col source="area_id">
            <ReferenceField source="area_id" reference="areas" link={false}>
              <LocalizedName />
            </ReferenceField>
          </DataTable.Col>
          <DataTable.Col source="used_quota" label="ps.companies.columns.quota">
            <CompanyQuotaUsage />
          </DataTable.Col>
          <DataTable.Col source="quota_status" disableSort>
            <CompanyQuotaStatus size="small" />
          </DataTable.Col>
          <DataTable.Col source="quota_valid_to" label="ps.companies.columns.valid_to">
            <CalendarDateField source="quota_valid_to" />
          </DataTable.Col>
          <DataTable.Col source="is_active" field={BooleanField} />
        </DataTable>
      )}
    </List>
  );
}
