import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { DataTable, List, ReferenceField, SelectInput, SimpleList } from 'react-admin';
import { EINVOICE_UNIT_STATUSES } from '../../../domain/einvoice';
import { EmptyWithCreate } from '../../components/EmptyWithCreate';
import { DateTimeField, LocaleNumberField } from '../../components/fields';
import { ListActions } from '../../components/ListActions';
import { LocalizedName } from '../../components/LocalizedName';
import { RowLink } from '../../components/RowLink';
import type { CsvColumn } from '../../export/csvCells';
import { useCsvExporter } from '../../export/useCsvExporter';
import { useSmallScreen } from '../../layout/useSmallScreen';
import type { EInvoiceUnit } from '../../providers/dataProvider';
import { AreaInput } from '../AreaInput';
import { CommonNameField, UnitEnvironmentField, UnitStatusChip } from './UnitFields';

const STATUS_CHOICES = EINVOICE_UNIT_STATUSES.map((status) => ({
  id: status,
  name: `ps.einvoice.unit_statuses.${status}`,
}));

const FILTERS = [
  <AreaInput key="area_id" source="area_id" alwaysOn />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn sx={{ minWidth: 160 }} />,
];

const CSV_COLUMNS: CsvColumn[] = [
  { source: 'area_id', reference: 'areas' },
  { source: 'common_name' },
  { source: 'serial_number' },
  { source: 'status', labels: 'ps.einvoice.unit_statuses' },
  { source: 'counter', format: 'number' },
  { source: 'certificate_expires_at', format: 'dateTime' },
  { source: 'environment', labels: 'ps.einvoice.environments' },
];

function Empty() {
  return (
    <EmptyWithCreate icon={VerifiedUserIcon} message="ps.einvoice.units.empty" hint="ps.einvoice.units.empty_hint" />
  );
}

function AreaName() {
  return (
    <ReferenceField source="area_id" reference="areas" link={false}>
      <LocalizedName />
    </ReferenceField>
  );
}

/** The e-invoicing units, one per area that issues tax invoices: where each is in its onboarding and how many it signed. */
export default function EInvoiceUnitList() {
  const small = useSmallScreen();
  const exporter = useCsvExporter(CSV_COLUMNS);
  return (
    <List
      filters={FILTERS}
      actions={<ListActions />}
      exporter={exporter}
      sort={{ field: 'id', order: 'DESC' }}
      empty={<Empty />}
    >
      {small ? (
        <SimpleList<EInvoiceUnit>
          primaryText={() => <AreaName />}
          secondaryText={() => <CommonNameField />}
          tertiaryText={() => <UnitStatusChip />}
          linkType="show"
          sx={{ '& .RaSimpleList-tertiary': { opacity: 1 } }}
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="area_id">
            <RowLink type="show">
              <AreaName />
            </RowLink>
          </DataTable.Col>
          <DataTable.Col source="common_name" disableSort field={CommonNameField} />
          <DataTable.Col source="status" field={UnitStatusChip} />
          <DataTable.Col source="counter" align="right">
            <LocaleNumberField source="counter" />
          </DataTable.Col>
          <DataTable.Col source="certificate_expires_at" sx={{ whiteSpace: 'nowrap' }}>
            <DateTimeField source="certificate_expires_at" emptyText="—" />
          </DataTable.Col>
          <DataTable.Col source="environment" disableSort field={UnitEnvironmentField} />
        </DataTable>
      )}
    </List>
  );
}
