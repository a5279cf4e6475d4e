import {
  BooleanField,
  DataTable,
  List,
  NullableBooleanInput,
  SearchInput,
  SimpleList,
  useTranslate,
} from 'react-admin';
import { MoneyField } from '../../components/fields';
import { LocalizedName, NameSortFollowsLanguage, useLocalizedNameSort } from '../../components/LocalizedName';
import { useIntlLocale } from '../../i18n/useFormatters';
import { AreaLinks } from './AreaLinks';
import LocalParkingIcon from '@mui/icons-material/LocalParking';
import { EmptyWithCreate } from '../../components/EmptyWithCreate';
import { ListActions } from '../../components/ListActions';
import { RowLink } from '../../components/RowLink';
import type { CsvColumn } from '../../export/csvCells';
import { useCsvExporter } from '../../export/useCsvExporter';
import { useSmallScreen } from '../../layout/useSmallScreen';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="is_active" source="is_active" />,
];

const CSV_COLUMNS: CsvColumn[] = [
  { source: 'id', format: 'number' },
  { source: 'name' },
  { source: 'name_ar' },
  { source: 'is_active', format: 'yesNo' },
  { source: 'max_capacity', format: 'number' },
  { source: 'subscription_capacity', format: 'number' },
  { source: 'guest_ticket_capacity', format: 'number' },
  { source: 'free_minutes', format: 'number' },
  { source: 'grace_minutes', format: 'number' },
  { source: 'cooldown_minutes', format: 'number' },
  { source: 'hourly_fee', format: 'money' },
  { source: 'after_first_hour_fee', format: 'money' },
  { source: 'daily_cap', format: 'money' },
  { source: 'created_at', format: 'dateTime' },
  { source: 'updated_at', format: 'dateTime' },
];

export default function AreaList() {
  const small = useSmallScreen();
  const translate = useTranslate();
  const locales = useIntlLocale();
  const nameSort = useLocalizedNameSort();
  const exporter = useCsvExporter(CSV_COLUMNS);
  return (
    <List
      filters={filters}
      actions={<ListActions />}
      exporter={exporter}
      sort={{ field: nameSort, order: 'ASC' }}
      empty={<EmptyWithCreate icon={LocalParkingIcon} message="ps.areas.empty" hint="ps.areas.empty_hint" />}
    >
      <NameSortFollowsLanguage />
      {small ? (
        <SimpleList
          primaryText={<LocalizedName />}
          secondaryText={(record) =>
            translate('ps.areas.capacity_summary', {
              capacity: new Intl.NumberFormat(locales).format(record.max_capacity),
            })
          }
          linkType="show"
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source={nameSort} label="resources.areas.fields.name" sx={{ minWidth: 180 }}>
            <RowLink type="show">
              <LocalizedName />
            </RowLink>
          </DataTable.Col>
          <DataTable.NumberCol source="max_capacity" label="ps.areas.columns.max_capacity" locales={locales} />
          <DataTable.NumberCol
            source="subscription_capacity"
            label="ps.areas.columns.subscription_capacity"
            locales={locales}
          />
          <DataTable.NumberCol
            source="guest_ticket_capacity"
            label="ps.areas.columns.guest_ticket_capacity"
            locales={locales}
          />
          <DataTable.Col source="hourly_fee" label="ps.areas.columns.hourly_fee" align="right">
            <MoneyField source="hourly_fee" />
          </DataTable.Col>
          <DataTable.Col source="daily_cap" label="ps.areas.columns.daily_cap" align="right">
            <MoneyField source="daily_cap" />
          </DataTable.Col>
          <DataTable.Col source="is_active" field={BooleanField} />
          <DataTable.Col label="ps.areas.manage" disableSort>
            <AreaLinks />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
