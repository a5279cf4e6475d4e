import HubIcon from '@mui/icons-material/Hub';
import { DataTable, List, SelectInput, SimpleList, TextField } from 'react-admin';
import { INTEGRATOR_STATUSES } from '../../../domain/open-data';
import { EmptyWithCreate } from '../../components/EmptyWithCreate';
import { ListActions } from '../../components/ListActions';
import { RelativeTimeField } from '../../components/RelativeTimeField';
import { RowLink } from '../../components/RowLink';
import type { CsvColumn } from '../../export/csvCells';
import { useCsvExporter } from '../../export/useCsvExporter';
import { useSmallScreen } from '../../layout/useSmallScreen';
import type { Integrator } from '../../providers/dataProvider';
import { IntegratorAreasField, IntegratorScopesField, IntegratorStatusChip } from './IntegratorFields';

const FILTERS = [
  <SelectInput
    key="status"
    source="status"
    choices={INTEGRATOR_STATUSES.map((status) => ({ id: status, name: `ps.integrators.statuses.${status}` }))}
    alwaysOn
    sx={{ minWidth: 160 }}
  />,
];

const CSV_COLUMNS: CsvColumn[] = [
  { source: 'name' },
  { source: 'status', labels: 'ps.integrators.statuses' },
  { source: 'last_used_at', format: 'dateTime' },
  { source: 'created_at', format: 'dateTime' },
];

function Empty() {
  return <EmptyWithCreate icon={HubIcon} message="ps.integrators.empty" hint="ps.integrators.empty_hint" />;
}

/** Who reads the open data API: what each key may read, where, and when it was last used. */
export default function IntegratorList() {
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
        <SimpleList<Integrator>
          primaryText={(integrator) => integrator.name}
          secondaryText={() => <IntegratorScopesField />}
          tertiaryText={() => <IntegratorStatusChip />}
          linkType="show"
          sx={{ '& .RaSimpleList-tertiary': { opacity: 1 } }}
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="name">
            <RowLink type="show">
              <TextField source="name" />
            </RowLink>
          </DataTable.Col>
          <DataTable.Col source="scopes" field={IntegratorScopesField} disableSort />
          <DataTable.Col source="area_ids" field={IntegratorAreasField} disableSort />
          <DataTable.Col source="status" field={IntegratorStatusChip} />
          <DataTable.Col source="last_used_at">
            <RelativeTimeField source="last_used_at" emptyText="ps.integrators.never_used" />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
