import { Box, Typography } from '@mui/material';
import {
  BooleanField,
  DeleteButton,
  EditButton,
  Labeled,
  ReferenceField,
  Show,
  TextField,
  TopToolbar,
} from 'react-admin';
import { DateTimeField } from '../../components/fields';
import { LocalizedName } from '../../components/LocalizedName';
import { Panel } from '../../components/Panel';
import { recordErrorProps } from '../../components/RecordNotFound';
import { BalanceField, BillingModeChip } from './MerchantFields';
import { MerchantOffersPanel } from './MerchantOffersPanel';
import { MerchantTopUpsPanel } from './MerchantTopUpsPanel';
import { MerchantValidatorsPanel } from './MerchantValidatorsPanel';
import { StatementButton } from './statement/StatementButton';
import { TopUpButton } from './TopUpButton';

function Actions() {
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <TopUpButton />
      <StatementButton />
      <EditButton />
      <DeleteButton mutationMode="pessimistic" />
    </TopToolbar>
  );
}

/** A merchant: where it validates and how it pays, its balance, its offers, its validators and its top-ups. */
export default function MerchantShow() {
  return (
    <Show actions={<Actions />} {...recordErrorProps()}>
      <Box sx={{ display: 'grid', gap: 2, p: 2 }}>
        <Panel title="ps.merchants.sections.merchant">
          <Labeled>
            <TextField source="name" dir="auto" />
          </Labeled>
          <Labeled>
            <TextField source="name_ar" emptyText="—" />
          </Labeled>
          <Labeled>
            <ReferenceField source="area_id" reference="areas" link="show">
              <Typography component="span" variant="body2">
                <LocalizedName />
              </Typography>
            </ReferenceField>
          </Labeled>
          <Labeled source="billing_mode">
            <BillingModeChip />
          </Labeled>
          <Labeled source="balance">
            <BalanceField />
          </Labeled>
          <Labeled>
            <BooleanField source="is_active" />
          </Labeled>
          <Labeled>
            <DateTimeField source="created_at" />
          </Labeled>
        </Panel>
        <MerchantOffersPanel />
        <MerchantValidatorsPanel />
        <MerchantTopUpsPanel />
      </Box>
    </Show>
  );
}
