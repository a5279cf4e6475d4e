import BadgeIcon from '@mui/icons-material/Badge';
import { useCallback, useMemo } from 'react';
import {
  BooleanField,
  DataTable,
  type Exporter,
  FunctionField,
  List,
  NullableBooleanInput,
  ReferenceField,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  useCanAccess,
} from 'react-admin';
import { localSaudiMobile } from '../../../domain/phone';
import { roleName } from '../../../domain/roles';
import { EmptyWithCreate } from '../../components/EmptyWithCreate';
import { LocalizedName, NameSortFollowsLanguage, useLocalizedNameSort } from '../../components/LocalizedName';
import { RelativeTimeField } from '../../components/RelativeTimeField';
import { RowLink } from '../../components/RowLink';
import type { CsvColumn } from '../../export/csvCells';
import { useCsvExporter } from '../../export/useCsvExporter';
import { useSmallScreen } from '../../layout/useSmallScreen';
import { RoleField } from './RoleField';
import { useRoleChoices } from './useRoles';
import { AreaInput } from '../AreaInput';

const CSV_COLUMNS: CsvColumn[] = [
  { source: 'id', format: 'number' },
  { source: 'name' },
  { source: 'username' },
  { source: 'email' },
  { source: 'phone' },
  { source: 'role', labels: 'ps.roles' },
  { source: 'area_id', reference: 'areas' },
  { source: 'gate_id', reference: 'gates' },
  { source: 'is_active', format: 'yesNo' },
  { source: 'is_email_verified', format: 'yesNo' },
  { source: 'last_login_at', format: 'dateTime' },
  { source: 'created_at', format: 'dateTime' },
];
/** Companies are the super admin's: only their export names each manager's company. */
const COMPANY_COLUMN: CsvColumn = { source: 'company_id', reference: 'companies' };

/** The CSV file of the list: roles by their name in the screen's language, phones as dialled at home. */
function useEmployeeExporter(): Exporter {
  const { canAccess: seesCompanies } = useCanAccess({ resource: 'companies', action: 'list' });
  const columns = useMemo(() => (seesCompanies ? [...CSV_COLUMNS, COMPANY_COLUMN] : CSV_COLUMNS), [seesCompanies]);
  const exporter = useCsvExporter(columns);
  return useCallback<Exporter>(
    (records, ...rest) =>
      exporter(
        records.map((record) => ({
          ...record,
          role: roleName(record.role_id),
          phone: record.phone && localSaudiMobile(record.phone),
        })),
        ...rest,
      ),
    [exporter],
  );
}

/** A phone as people dial it at home, written left to right. */
function PhoneField(_props: { source?: string; label?: string; sortable?: boolean }) {
  return (
    <FunctionField<{ phone: string | null }>
      render={(record) => (record.phone ? <bdi dir="ltr">{localSaudiMobile(record.phone)}</bdi> : '—')}
    />
  );
}

function AreaField({ emptyText = '—' }: { source?: string; label?: string; emptyText?: string }) {
  return (
    <ReferenceField source="area_id" reference="areas" link={false} emptyText={emptyText}>
      <LocalizedName />
    </ReferenceField>
  );
}

export default function EmployeeList() {
  const small = useSmallScreen();
  const exporter = useEmployeeExporter();
  const roles = useRoleChoices();
  // A person's one name, filed as the screen's language files it (Latin first in English).
  const nameSort = useLocalizedNameSort();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="role_id" source="role_id" choices={roles} />,
    <AreaInput key="area_id" source="area_id" />,
    <NullableBooleanInput key="is_active" source="is_active" />,
  ];
  return (
    <List
      filters={filters}
      exporter={exporter}
      sort={{ field: nameSort, order: 'ASC' }}
      empty={<EmptyWithCreate icon={BadgeIcon} message="ps.employees.empty" />}
    >
      <NameSortFollowsLanguage />
      {small ? (
        <SimpleList
          primaryText={(record) => <bdi>{record.name}</bdi>}
          secondaryText={() => (
            <>
              <RoleField /> <AreaField emptyText="" />
            </>
          )}
          // a function, not an element: react-admin floats only what a function returns to the end of the row
          tertiaryText={() => <RelativeTimeField source="last_login_at" emptyText="ps.employees.never_signed_in" />}
          rowClick="edit"
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source={nameSort} label="resources.employees.fields.name" sx={{ minWidth: 160 }}>
            <RowLink type="edit">
              <TextField source="name" />
            </RowLink>
            <TextField source="username" variant="caption" color="text.secondary" sx={{ display: 'block' }} />
          </DataTable.Col>
          <DataTable.Col source="email" />
          <DataTable.Col source="phone" field={PhoneField} disableSort />
          <DataTable.Col source="role_id" field={RoleField} />
          <DataTable.Col source="area_id" field={AreaField} disableSort />
          <DataTable.Col source="is_active" field={BooleanField} />
          <DataTable.Col source="last_login_at" sx={{ whiteSpace: 'nowrap' }}>
            <RelativeTimeField source="last_login_at" emptyText="ps.employees.never_signed_in" />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
