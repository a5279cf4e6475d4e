import CreditCardIcon from '@mui/icons-material/CreditCard';
import {
  DataTable,
  List,
  ReferenceField,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  useTranslate,
} from 'react-admin';
import { PARKING_CARD_STATUSES, PARKING_CARD_TYPES } from '../../../domain/parking-cart';
import { EmptyWithCreate } from '../../components/EmptyWithCreate';
import { DateTimeField } from '../../components/fields';
import { ListActions } from '../../components/ListActions';
import { LocalizedName } from '../../components/LocalizedName';
import { RowLink } from '../../components/RowLink';
import { StatusTabs } from '../../components/StatusTabs';
import type { CsvColumn } from '../../export/csvCells';
import { useCsvExporter } from '../../export/useCsvExporter';
import { useSmallScreen } from '../../layout/useSmallScreen';
import type { ParkingCard } from '../../providers/dataProvider';
import { CardHolderField, CardStatusChip, CardTypeField } from './CardFields';
import { AreaInput } from '../AreaInput';

const CARD_TABS = ['all', ...PARKING_CARD_STATUSES] as const;

const CSV_COLUMNS: CsvColumn[] = [
  { source: 'card_number' },
  { source: 'type', labels: 'ps.parking_carts.types' },
  { source: 'area_id', reference: 'areas' },
  { source: 'status', labels: 'ps.parking_carts.statuses' },
  { source: 'subscription_id', format: 'number' },
  { source: 'plate_letters' },
  { source: 'plate_number' },
  { source: 'issued_at', format: 'dateTime' },
  { source: 'blocked_reason' },
  { source: 'notes' },
  { source: 'updated_at', format: 'dateTime' },
];

/** A card's line on a phone: its type, area and holder. */
function CardSummary() {
  return (
    <>
      <CardTypeField />
      {' · '}
      <ReferenceField source="area_id" reference="areas" link={false}>
        <LocalizedName />
      </ReferenceField>
      {' · '}
      <CardHolderField link={false} />
    </>
  );
}

/** The parking cards by status tab, with their search (number or plate), filters and export. */
export default function ParkingCardList() {
  const small = useSmallScreen();
  const translate = useTranslate();
  const exporter = useCsvExporter(CSV_COLUMNS);
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <AreaInput key="area_id" source="area_id" />,
    <SelectInput
      key="type"
      source="type"
      choices={PARKING_CARD_TYPES.map((type) => ({ id: type, name: translate(`ps.parking_carts.types.${type}`) }))}
    />,
  ];
  return (
    <List
      filters={filters}
      actions={<ListActions />}
      exporter={exporter}
      sort={{ field: 'card_number', order: 'ASC' }}
      // The tabs scroll within the screen rather than widen the page.
      sx={{ '& .RaList-main': { minWidth: 0 } }}
      empty={
        <EmptyWithCreate icon={CreditCardIcon} message="ps.parking_carts.empty" hint="ps.parking_carts.empty_hint" />
      }
    >
      <StatusTabs
        tabs={CARD_TABS}
        labelOf={(tab) => `ps.parking_carts.tabs.${tab}`}
        label="ps.parking_carts.tabs_label"
      />
      {small ? (
        <SimpleList<ParkingCard>
          primaryText={(card) => <bdi dir="ltr">{card.card_number}</bdi>}
          secondaryText={() => <CardSummary />}
          // a function, not an element: react-admin floats only what a function returns to the end of the row
          tertiaryText={() => <CardStatusChip />}
          linkType="show"
          sx={{ '& .RaSimpleList-tertiary': { opacity: 1 } }}
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="card_number">
            <RowLink type="show">
              <TextField source="card_number" dir="ltr" />
            </RowLink>
          </DataTable.Col>
          <DataTable.Col source="type" field={CardTypeField} />
          <DataTable.Col source="area_id" disableSort>
            <ReferenceField source="area_id" reference="areas" link={false}>
              <LocalizedName />
            </ReferenceField>
          </DataTable.Col>
          <DataTable.Col source="status" field={CardStatusChip} />
          <DataTable.Col source="holder" disableSort>
            <CardHolderField link={false} />
          </DataTable.Col>
          <DataTable.Col source="issued_at" field={DateTimeField} />
        </DataTable>
      )}
    </List>
  );
}
