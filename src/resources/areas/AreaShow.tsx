import { Box } from '@mui/material';
import { BooleanField, DeleteButton, EditButton, Labeled, SelectField, Show, TextField, TopToolbar } from 'react-admin';
import { Panel } from '../../components/Panel';
import { DateTimeField, LocaleNumberField, MoneyField } from '../../components/fields';
import { recordErrorProps } from '../../components/RecordNotFound';
import { AreaLinks } from './AreaLinks';
import { RULE_MODE_CHOICES } from './ruleModes';
import { TariffPreviewCard } from './TariffPreviewCard';
import { AreaTariff } from './tariff/AreaTariff';

function Actions() {
  return (
    <TopToolbar>
      <AreaLinks variant="outlined" />
      <EditButton />
      <DeleteButton mutationMode="pessimistic" />
    </TopToolbar>
  );
}

export default function AreaShow() {
  return (
    <Show actions={<Actions />} {...recordErrorProps()}>
      <Box sx={{ display: 'grid', gap: 2, p: 2 }}>
        <Panel title="ps.areas.sections.identity">
          <Labeled>
            <TextField source="name" />
          </Labeled>
          <Labeled>
            <TextField source="name_ar" emptyText="—" />
          </Labeled>
          <Labeled>
            <BooleanField source="is_active" />
          </Labeled>
          <Labeled>
            <DateTimeField source="created_at" />
          </Labeled>
          <Labeled>
            <DateTimeField source="updated_at" />
          </Labeled>
        </Panel>
        <Panel title="ps.areas.sections.capacity">
          <Labeled>
            <LocaleNumberField source="max_capacity" />
          </Labeled>
          <Labeled>
            <LocaleNumberField source="subscription_capacity" />
          </Labeled>
          <Labeled>
            <LocaleNumberField source="guest_ticket_capacity" />
          </Labeled>
        </Panel>
        <Panel title="ps.areas.sections.tariff">
          <Labeled>
            <LocaleNumberField source="free_minutes" />
          </Labeled>
          <Labeled>
            <LocaleNumberField source="grace_minutes" />
          </Labeled>
          <Labeled>
            <LocaleNumberField source="cooldown_minutes" />
          </Labeled>
          <Labeled>
            <MoneyField source="hourly_fee" />
          </Labeled>
          <Labeled>
            <MoneyField source="after_first_hour_fee" />
          </Labeled>
          <Labeled>
            <MoneyField source="daily_cap" />
          </Labeled>
        </Panel>
        <Panel title="ps.areas.sections.rules">
          <Labeled>
            <SelectField source="rule_first_minutes_free" choices={RULE_MODE_CHOICES} />
          </Labeled>
          <Labeled>
            <SelectField source="rule_disability_free" choices={RULE_MODE_CHOICES} />
          </Labeled>
        </Panel>
        <TariffPreviewCard />
        <AreaTariff />
      </Box>
    </Show>
  );
}
