import AddIcon from '@mui/icons-material/Add';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import {
  BooleanField,
  DataTable,
  ReferenceManyField,
  SimpleList,
  useCreatePath,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ListLoadError } from '../../components/ListLoadError';
import { LocalizedName } from '../../components/LocalizedName';
import { useSmallScreen } from '../../layout/useSmallScreen';
import { QUIET_LIST_LOAD } from '../../theme/list-states';
import { OfferValueField } from '../merchant-offers/OfferFields';
import type { Merchant } from './MerchantFields';

/** The merchant's offers, each opening its form; a new one starts as this merchant's. */
export function MerchantOffersPanel() {
  const merchant = useRecordContext<Merchant>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const small = useSmallScreen();
  if (!merchant) return null;
  const ofMerchant = JSON.stringify({ merchant_id: merchant.id });
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {translate('ps.merchants.sections.offers')}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button
              component={Link}
              to={{
                pathname: createPath({ resource: 'merchant-offers', type: 'list' }),
                search: `?filter=${ofMerchant}`,
              }}
              size="small"
            >
              {translate('ps.merchants.all_offers')}
            </Button>
            <Button
              component={Link}
              to={{
                pathname: createPath({ resource: 'merchant-offers', type: 'create' }),
                search: `?source=${ofMerchant}`,
              }}
              size="small"
              startIcon={<AddIcon />}
            >
              {translate('ps.merchants.add_offer')}
            </Button>
          </Stack>
        </Stack>
        <ReferenceManyField
          reference="merchant-offers"
          target="merchant_id"
          sort={{ field: 'name', order: 'ASC' }}
          perPage={50}
          error={<ListLoadError />}
          queryOptions={QUIET_LIST_LOAD}
          empty={
            <Typography variant="body2" color="text.secondary">
              {translate('ps.merchants.no_offers')}
            </Typography>
          }
        >
          {small ? (
            <SimpleList primaryText={<LocalizedName />} secondaryText={<OfferValueField />} linkType="edit" />
          ) : (
            <DataTable bulkActionButtons={false} rowClick="edit">
              <DataTable.Col source="name" label="resources.merchant-offers.fields.name">
                <LocalizedName />
              </DataTable.Col>
              <DataTable.Col
                source="value"
                label="resources.merchant-offers.fields.value"
                disableSort
                field={OfferValueField}
              />
              <DataTable.Col
                source="stackable"
                label="resources.merchant-offers.fields.stackable"
                field={BooleanField}
                disableSort
              />
              <DataTable.Col
                source="is_active"
                label="resources.merchant-offers.fields.is_active"
                field={BooleanField}
                disableSort
              />
            </DataTable>
          )}
        </ReferenceManyField>
      </CardContent>
    </Card>
  );
}
