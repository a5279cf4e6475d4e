import { useMediaQuery, type Theme } from '@mui/material';
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
  useTranslate,
} from 'react-admin';
import { LocalizedName, NameSortFollowsLanguage, useLocalizedNameSort } from '../../components/LocalizedName';
import { useIntlLocale } from '../../i18n/useFormatters';
import { CURRENCY } from '../../../domain/money';
import { AreaLinks } from './AreaLinks';
import LocalParkingIcon from '@mui/icons-material/LocalParking';
import { EmptyWithCreate } from '../../components/EmptyWithCreate';

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
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const translate = useTranslate();
  const locales = useIntlLocale();
  const nameSort = useLocalizedNameSort();
  const money = { style: 'currency', currency: CURRENCY, minimumFractionDigits: 2 } as const;
  return (
    <List filters={filters} actions={<Actions />} sort={{ field: nameSort, order: 'ASC' }} empty={<EmptyWithCreate icon={LocalParkingIcon} message="ps.areas.empty" hint="ps.areas.empty_hint" />}>
      <NameSortFollowsLanguage />
      {small ? (
        <SimpleList
          primaryText={<LocalizedName />}
          secondaryText={(record) => translate('ps.areas.capacity_summary', { capacity: new Intl.NumberFormat(locales).format(record.max_capacity) })}
          linkType="show"
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source={nameSort} label="resources.areas.fields.name" field={LocalizedName} sx={{ minWidth: 180 }} />
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
