import { Box } from '@mui/material';
import { Labeled, Show, TextField, TopToolbar } from 'react-admin';
import { DateTimeField } from '../../components/fields';
import { KeyAction } from '../../components/KeyAction';
import { Panel } from '../../components/Panel';
import { RelativeTimeField } from '../../components/RelativeTimeField';
import { recordErrorProps } from '../../components/RecordNotFound';
import { IntegratorAreasField, IntegratorScopesField, IntegratorStatusChip } from './IntegratorFields';

function Actions() {
  return (
    <TopToolbar>
      <KeyAction action="rotate" resource="integrators" messages="ps.integrators" />
      <KeyAction action="revoke" resource="integrators" messages="ps.integrators" />
    </TopToolbar>
  );
}

/** An integrator: what its key may read and where, whether it still may, and which key it holds. */
export default function IntegratorShow() {
  return (
    <Show actions={<Actions />} {...recordErrorProps()}>
      <Box sx={{ display: 'grid', gap: 2, p: 2 }}>
        <Panel title="ps.integrators.sections.integrator">
          <Labeled>
            <TextField source="name" />
          </Labeled>
          <Labeled source="scopes">
            <IntegratorScopesField />
          </Labeled>
          <Labeled source="area_ids">
            <IntegratorAreasField />
          </Labeled>
          <Labeled source="status">
            <IntegratorStatusChip />
          </Labeled>
          <Labeled>
            <RelativeTimeField source="last_used_at" emptyText="ps.integrators.never_used" />
          </Labeled>
        </Panel>
        <Panel title="ps.integrators.sections.key">
          <Labeled>
            <TextField source="key_id" dir="ltr" />
          </Labeled>
          <Labeled>
            <DateTimeField source="key_issued_at" />
          </Labeled>
          <Labeled>
            <DateTimeField source="created_at" />
          </Labeled>
        </Panel>
      </Box>
    </Show>
  );
}
