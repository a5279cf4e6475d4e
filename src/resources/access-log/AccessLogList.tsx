import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  DataTable,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  type TranslateFunction,
  useTranslate,
} from 'react-admin';
import { ACCESS_KINDS } from '../../../domain/privacy';
import { roleName } from '../../../domain/roles';
import type { AccessRecord } from '../../../domain/schemas/privacy';
import type { JsonRecord } from '../../../domain/schemas/record';
import { DateTimeField } from '../../components/fields';
import { EmptyList } from '../../components/EmptyList';
import { ListActions } from '../../components/ListActions';
import { dayRangeFilters } from '../../components/dates/dayRangeFilters';
import { type CsvColumn } from '../../export/csvCells';
import { useCsvExporter } from '../../export/useCsvExporter';
import { useFormatters } from '../../i18n/useFormatters';
import { useSmallScreen } from '../../layout/useSmallScreen';

type AccessEntry = JsonRecord<AccessRecord>;

const KIND_CHOICES = ACCESS_KINDS.map((kind) => ({ id: kind, name: `ps.privacy.access_log.kinds.${kind}` }));

const CSV_COLUMNS: CsvColumn[] = [
  { source: 'id', format: 'number' },
  { source: 'at', format: 'dateTime' },
  { source: 'actor_name' },
  { source: 'actor_role_id', text: (value, { translate }) => translate(`ps.roles.${roleName(Number(value))}`) },
  { source: 'kind', labels: 'ps.privacy.access_log.kinds' },
  { source: 'record_id', format: 'number' },
  { source: 'subjects' },
];

function accessLogFilters(small: boolean, translate: TranslateFunction) {
  const open = !small;
  return [
    // react-admin shows a search input's placeholder as given, untranslated.
    <SearchInput key="subject" source="subject" alwaysOn placeholder={translate('ps.privacy.access_log.subject')} />,
    <SelectInput key="kind" source="kind" choices={KIND_CHOICES} alwaysOn={open} sx={{ minWidth: 180 }} />,
    ...dayRangeFilters(open),
  ];
}

/**
 * Who read a person's data, newest first: a plate, mobile number or email typed in the search
 * lists everyone who opened a record that showed it.
 */
export default function AccessLogList() {
  const small = useSmallScreen();
  const translate = useTranslate();
  const { dateTime, intlLocale } = useFormatters();
  const exporter = useCsvExporter(CSV_COLUMNS);
  const kindLabel = (entry: AccessEntry) => translate(`ps.privacy.access_log.kinds.${entry.kind}`);
  return (
    <List
      filters={accessLogFilters(small, translate)}
      actions={<ListActions create={false} />}
      exporter={exporter}
      sort={{ field: 'at', order: 'DESC' }}
      empty={
        <EmptyList
          icon={VisibilityIcon}
          message="ps.privacy.access_log.empty"
          hint="ps.privacy.access_log.empty_hint"
          hintMaxWidth={480}
        />
      }
    >
      {small ? (
        <SimpleList<AccessEntry>
          primaryText={(entry) => (
            <>
              <bdi>{entry.actor_name ?? '—'}</bdi>
              {' · '}
              {kindLabel(entry)}
            </>
          )}
          secondaryText={(entry) => (
            <>
              <bdi>{entry.subjects}</bdi>
              {' · '}
              <bdi>{dateTime(entry.at)}</bdi>
            </>
          )}
          linkType={false}
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="at" sx={{ whiteSpace: 'nowrap' }}>
            <DateTimeField source="at" />
          </DataTable.Col>
          <DataTable.Col source="actor_name" />
          <DataTable.Col source="kind" render={kindLabel} />
          {/* A record's number, not a quantity: in the app's digits, without thousands separators. */}
          <DataTable.NumberCol source="record_id" disableSort locales={intlLocale} options={{ useGrouping: false }} />
          <DataTable.Col source="subjects" disableSort render={(entry: AccessEntry) => <bdi>{entry.subjects}</bdi>} />
        </DataTable>
      )}
    </List>
  );
}
