import { Box } from '@mui/material';
import {
  DeleteButton,
  EditButton,
  Labeled,
  ReferenceField,
  Show,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { DateTimeField } from '../../components/fields';
import { LocalizedName } from '../../components/LocalizedName';
import { Panel } from '../../components/Panel';
import { recordErrorProps } from '../../components/RecordNotFound';
import type { ParkingCard } from '../../providers/dataProvider';
import { CardActionButtons } from './CardActionButtons';
import { CardHolderField, CardStatusChip, CardTypeField } from './CardFields';

function Actions() {
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <CardActionButtons />
      <EditButton />
      <DeleteButton mutationMode="pessimistic" />
    </TopToolbar>
  );
}

function HolderPanel() {
  const card = useRecordContext<ParkingCard>();
  if (!card) return null;
  return (
    <Panel title="ps.parking_carts.sections.holder">
      <Labeled source="status">
        <CardStatusChip />
      </Labeled>
      <Labeled source="holder">
        <CardHolderField />
      </Labeled>
      <Labeled source="issued_at">
        <DateTimeField source="issued_at" emptyText="—" />
      </Labeled>
      {card.status === 'blocked' ? (
        <Labeled source="blocked_reason" sx={{ gridColumn: '1 / -1' }}>
          <TextField source="blocked_reason" dir="auto" sx={{ whiteSpace: 'pre-line' }} />
        </Labeled>
      ) : null}
    </Panel>
  );
}

/** A card: what it is, whose it is, and the actions its status allows. */
export default function ParkingCardShow() {
  return (
    <Show actions={<Actions />} {...recordErrorProps()}>
      <Box sx={{ display: 'grid', gap: 2, p: 2 }}>
        <Panel title="ps.parking_carts.sections.card">
          <Labeled>
            <TextField source="card_number" dir="ltr" />
          </Labeled>
          <Labeled source="type">
            <CardTypeField />
          </Labeled>
          <Labeled>
            <ReferenceField source="area_id" reference="areas" link="show">
              <LocalizedName />
            </ReferenceField>
          </Labeled>
          <Labeled>
            <DateTimeField source="updated_at" />
          </Labeled>
          <Labeled sx={{ gridColumn: '1 / -1' }}>
            <TextField source="notes" emptyText="—" dir="auto" sx={{ whiteSpace: 'pre-line' }} />
          </Labeled>
        </Panel>
        <HolderPanel />
      </Box>
    </Show>
  );
}
