import CardMembershipIcon from '@mui/icons-material/CardMembership';
import {
  DataTable,
  List,
  NullableBooleanInput,
  ReferenceField,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
} from 'react-admin';
import { MoneyField } from '../../components/fields';
import { EmptyWithCreate } from '../../components/EmptyWithCreate';
import { LocalizedName, NameSortFollowsLanguage, useLocalizedNameSort } from '../../components/LocalizedName';
import { RowLink } from '../../components/RowLink';
import type { CsvColumn } from '../../export/csvCells';
import { useCsvExporter } from '../../export/useCsvExporter';
import { useFormatters, useIntlLocale } from '../../i18n/useFormatters';
import { useSmallScreen } from '../../layout/useSmallScreen';
import type { Plan } from '../../providers/dataProvider';
import { PlanActiveSwitch } from './PlanActiveSwitch';
import { PlanDuration, usePlanDurationText } from './PlanDuration';
import { PLAN_TYPE_CHOICES } from './planChoices';
import { AreaInput } from '../AreaInput';

const CSV_COLUMNS: CsvColumn[] = [
  { source: 'id', format: 'number' },
  { source: 'display_order', format: 'number' },
  { source: 'name_en' },
  { source: 'name_ar' },
  { source: 'plan_type', labels: 'ps.plans.types' },
  { source: 'area_id', reference: 'areas' },
  { source: 'duration', format: 'number' },
  { source: 'duration_unit', labels: 'ps.plans.duration_units' },
  { source: 'price', format: 'money' },
  { source: 'free_quota', format: 'number' },
  { source: 'paid_quota', format: 'number' },
  { source: 'max_vehicles', format: 'number' },
  { source: 'is_active', format: 'yesNo' },
  { source: 'description' },
  { source: 'created_at', format: 'dateTime' },
  { source: 'updated_at', format: 'dateTime' },
];

/** A plan's line on a phone: where, how long and how much. */
function PlanSummary({ plan }: { plan: Plan }) {
  const { money } = useFormatters();
  const durationText = usePlanDurationText();
  return (
    <>
      <ReferenceField source="area_id" reference="areas" link={false}>
        <LocalizedName />
      </ReferenceField>
      {` · ${durationText(plan)} · ${money(plan.price)}`}
    </>
  );
}

/** Plans in the order customers see them (display order), with their area, terms and status. */
export default function PlanList() {
  const small = useSmallScreen();
  const locales = useIntlLocale();
  const nameSort = useLocalizedNameSort('name_en');
  const exporter = useCsvExporter(CSV_COLUMNS);
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <NullableBooleanInput key="is_active" source="is_active" alwaysOn />,
    <AreaInput key="area_id" source="area_id" />,
    <SelectInput key="plan_type" source="plan_type" choices={PLAN_TYPE_CHOICES} />,
  ];
  return (
    <List
      filters={filters}
      exporter={exporter}
      sort={{ field: 'display_order', order: 'ASC' }}
      empty={<EmptyWithCreate icon={CardMembershipIcon} message="ps.plans.empty" hint="ps.plans.empty_hint" />}
    >
      <NameSortFollowsLanguage englishField="name_en" />
      {small ? (
        <SimpleList<Plan>
          primaryText={<LocalizedName />}
          secondaryText={(plan) => <PlanSummary plan={plan} />}
          // a function, not an element: react-admin floats only what a function returns to the end of the row
          tertiaryText={() => <PlanActiveSwitch />}
          rowClick="edit"
          // react-admin dims the end of a row; a switch must not look disabled
          sx={{ '& .RaSimpleList-tertiary': { opacity: 1 } }}
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.NumberCol source="display_order" label="ps.plans.columns.display_order" locales={locales} />
          <DataTable.Col source={nameSort} label="resources.subscription-plans.fields.name" sx={{ minWidth: 180 }}>
            <RowLink type="edit">
              <LocalizedName />
            </RowLink>
          </DataTable.Col>
          <DataTable.Col source="plan_type">
            <SelectField source="plan_type" choices={PLAN_TYPE_CHOICES} />
          </DataTable.Col>
          <DataTable.Col source="area_id">
            <ReferenceField source="area_id" reference="areas" link={false}>
              <LocalizedName />
            </ReferenceField>
          </DataTable.Col>
          <DataTable.Col source="duration" field={PlanDuration} />
          <DataTable.Col source="price" label="ps.plans.columns.price" align="right">
            <MoneyField source="price" />
          </DataTable.Col>
          <DataTable.NumberCol source="max_vehicles" label="ps.plans.columns.max_vehicles" locales={locales} />
          <DataTable.Col source="is_active" label="ps.plans.columns.is_active">
            <PlanActiveSwitch />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
