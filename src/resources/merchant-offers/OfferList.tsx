import LoyaltyIcon from '@mui/icons-material/Loyalty';
import {
  BooleanField,
  DataTable,
  List,
  NullableBooleanInput,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  SimpleList,
} from 'react-admin';
import { EmptyWithCreate } from '../../components/EmptyWithCreate';
import { ListActions } from '../../components/ListActions';
import { LocalizedName } from '../../components/LocalizedName';
import { RowLink } from '../../components/RowLink';
import type { CsvColumn } from '../../export/csvCells';
import { useCsvExporter } from '../../export/useCsvExporter';
import { useSmallScreen } from '../../layout/useSmallScreen';
import { OFFER_KIND_CHOICES, OfferValueField } from './OfferFields';

const CSV_COLUMNS: CsvColumn[] = [
  { source: 'id', format: 'number' },
  { source: 'merchant_id', reference: 'merchants' },
  { source: 'name' },
  { source: 'name_ar' },
  { source: 'kind', labels: 'ps.merchant_offers.kinds' },
  { source: 'minutes', format: 'number' },
  { source: 'amount', format: 'money' },
  { source: 'percent', format: 'number' },
  { source: 'stackable', format: 'yesNo' },
  { source: 'is_active', format: 'yesNo' },
];

const FILTERS = [
  <ReferenceInput key="merchant_id" source="merchant_id" reference="merchants" perPage={200} alwaysOn>
    <SelectInput optionText={<LocalizedName />} />
  </ReferenceInput>,
  <SelectInput key="kind" source="kind" choices={OFFER_KIND_CHOICES} alwaysOn />,
  <NullableBooleanInput key="is_active" source="is_active" />,
];

/** What merchants' validators give a stay, merchant by merchant. */
export default function OfferList() {
  const small = useSmallScreen();
  const exporter = useCsvExporter(CSV_COLUMNS);
  return (
    <List
      filters={FILTERS}
      actions={<ListActions />}
      exporter={exporter}
      sort={{ field: 'name', order: 'ASC' }}
      empty={
        <EmptyWithCreate icon={LoyaltyIcon} message="ps.merchant_offers.empty" hint="ps.merchant_offers.empty_hint" />
      }
    >
      {small ? (
        <SimpleList
          primaryText={<LocalizedName />}
          secondaryText={<OfferValueField />}
          tertiaryText={() => (
            <ReferenceField source="merchant_id" reference="merchants" link={false}>
              <LocalizedName />
            </ReferenceField>
          )}
          linkType="edit"
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="name">
            <RowLink type="edit">
              <LocalizedName />
            </RowLink>
          </DataTable.Col>
          <DataTable.Col source="merchant_id">
            <ReferenceField source="merchant_id" reference="merchants" link="show">
              <LocalizedName />
            </ReferenceField>
          </DataTable.Col>
          <DataTable.Col source="kind" label="resources.merchant-offers.fields.value" field={OfferValueField} />
          <DataTable.Col source="stackable" field={BooleanField} disableSort />
          <DataTable.Col source="is_active" field={BooleanField} />
        </DataTable>
      )}
    </List>
  );
}
