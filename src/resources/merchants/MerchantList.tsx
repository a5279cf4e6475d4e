import StorefrontIcon from '@mui/icons-material/Storefront';
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
import { AreaInput } from '../AreaInput';
import { BalanceField, BILLING_MODE_CHOICES, BillingModeChip } from './MerchantFields';

const CSV_COLUMNS: CsvColumn[] = [
  { source: 'id', format: 'number' },
  { source: 'name' },
  { source: 'name_ar' },
  { source: 'area_id', reference: 'areas' },
  { source: 'billing_mode', labels: 'ps.merchants.billing_modes' },
  { source: 'balance', format: 'money' },
  { source: 'is_active', format: 'yesNo' },
  { source: 'created_at', format: 'dateTime' },
];

const FILTERS = [
  <SearchInput key="q" source="q" alwaysOn />,
  <AreaInput key="area_id" source="area_id" alwaysOn />,
  <SelectInput key="billing_mode" source="billing_mode" choices={BILLING_MODE_CHOICES} alwaysOn />,
  <NullableBooleanInput key="is_active" source="is_active" />,
];

/** The shops, clinics and hotels that validate their customers' parking, by area and how they pay. */
export default function MerchantList() {
  const small = useSmallScreen();
  const nameSort = useLocalizedNameSort();
  const exporter = useCsvExporter(CSV_COLUMNS);
  return (
    <List
      filters={FILTERS}
      actions={<ListActions />}
      exporter={exporter}
      sort={{ field: nameSort, order: 'ASC' }}
      empty={<EmptyWithCreate icon={StorefrontIcon} message="ps.merchants.empty" hint="ps.merchants.empty_hint" />}
    >
      <NameSortFollowsLanguage />
      {small ? (
        <SimpleList
          primaryText={<LocalizedName />}
          secondaryText={
            <ReferenceField source="area_id" reference="areas" link={false}>
              <LocalizedName />
            </ReferenceField>
          }
          tertiaryText={() => <BalanceField />}
          linkType="show"
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source={nameSort} label="resources.merchants.fields.name" sx={{ minWidth: 180 }}>
            <RowLink type="show">
              <LocalizedName />
            </RowLink>
          </DataTable.Col>
          <DataTable.Col source="area_id">
            <ReferenceField source="area_id" reference="areas" link={false}>
              <LocalizedName />
            </ReferenceField>
          </DataTable.Col>
          <DataTable.Col source="billing_mode" field={BillingModeChip} />
          <DataTable.Col source="balance" field={BalanceField} />
          <DataTable.Col source="is_active" field={BooleanField} />
        </DataTable>
      )}
    </List>
  );
}
