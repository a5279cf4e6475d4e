import { Box } from '@mui/material';
import { Labeled, ReferenceField, Show, useRecordContext } from 'react-admin';
import { DateTimeField, LocaleNumberField } from '../../components/fields';
import { LocalizedName } from '../../components/LocalizedName';
import { LtrText } from '../../components/LtrText';
import { Panel } from '../../components/Panel';
import { recordErrorProps } from '../../components/RecordNotFound';
import type { EInvoiceUnit } from '../../providers/dataProvider';
import { HashText } from '../einvoice-documents/HashText';
import { ChainCheckPanel } from './ChainCheckPanel';
import { OnboardingStepper } from './OnboardingStepper';
import { CommonNameField, UnitEnvironmentField, UnitStatusChip } from './UnitFields';

function UnitPanel() {
  const unit = useRecordContext<EInvoiceUnit>();
  if (!unit) return null;
  return (
    <Panel title="ps.einvoice.units.sections.unit">
      <Labeled>
        <ReferenceField source="area_id" reference="areas" link="show">
          <LocalizedName />
        </ReferenceField>
      </Labeled>
      <Labeled source="common_name">
        <CommonNameField />
      </Labeled>
      <Labeled source="serial_number">
        <LtrText>{unit.serial_number}</LtrText>
      </Labeled>
      <Labeled source="status">
        <UnitStatusChip />
      </Labeled>
      <Labeled source="environment">
        <UnitEnvironmentField />
      </Labeled>
      <Labeled>
        <LocaleNumberField source="counter" />
      </Labeled>
      <Labeled>
        <DateTimeField source="certificate_expires_at" emptyText="—" />
      </Labeled>
      <Labeled>
        <DateTimeField source="created_at" />
      </Labeled>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Labeled source="last_hash">
          <HashText hash={unit.last_hash} />
        </Labeled>
      </Box>
    </Panel>
  );
}

/** A unit: what it is, its onboarding with the Authority as a stepper, and a check of its chain of documents. */
export default function EInvoiceUnitShow() {
  return (
    <Show {...recordErrorProps()}>
      <Box sx={{ display: 'grid', gap: 2, p: 2 }}>
        <UnitPanel />
        <OnboardingStepper />
        <ChainCheckPanel />
      </Box>
    </Show>
  );
}
