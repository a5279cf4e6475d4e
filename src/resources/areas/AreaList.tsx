import {
  BooleanField,
  CreateButton,
  DataTable,
  ExportButton,
  List,
  NullableBooleanInput,
  SearchInput,
  SimpleList,
  TopToolbar,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { LocalizedName } from '../../components/LocalizedName';
import { intlLocaleOf } from '../../i18n/useFormatters';
import { CURRENCY } from '../../../domain/money';
import { AreaLinks } from './AreaLinks';
import LocalParkingIcon from '@mui/icons-material/LocalParking';
import { EmptyWithCreate } from '../../components/EmptyWithCreate';
import { useSmallScreen } from '../../layout/useSmallScreen';

const filters = [<SearchInput key="q" source="q" alwaysOn />, <NullableBooleanInput key="is_active" source="is_active" />];

function Actions() {
  return (
    <TopToolbar>
      <CreateButton />
      <ExportButton />
    </TopToolbar>
  );
}

export default function AreaList() {
  const small = useSmallScreen();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const locales = intlLocaleOf(locale);
  const money = { style: 'currency', currency: CURRENCY, minimumFractionDigits: 2 } as const;
  return (
    <List filters={filters} actions={<Actions />} sort={{ field: 'name', order: 'ASC' }} empty={<EmptyWithCreate icon={LocalParkingIcon} message="ps.areas.empty" hint="ps.areas.empty_hint" />}>
      {small ? (
        <SimpleList
          primaryText={<LocalizedName />}
          secondaryText={(record) => translate('ps.areas.capacity_summary', { capacity: new Intl.NumberFormat(locales).format(record.max_capacity) })}
          linkType="show"
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="name" field={LocalizedName} sx={{ minWidth: 180 }} />
          <DataTable.NumberCol source="max_capacity" locales={locales} />
          <DataTable.NumberCol source="subscription_capacity" locales={locales} />
          <DataTable.NumberCol source="guest_ticket_capacity" locales={locales} />
          <DataTable.NumberCol source="hourly_fee" locales={locales} options={money} />
          <DataTable.NumberCol source="daily_cap" locales={locales} options={money} />
          <DataTable.Col source="is_active" field={BooleanField} />
          <DataTable.Col label="ps.areas.manage" disableSort>
            <AreaLinks />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
