import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { Link } from 'react-router-dom';
import { BooleanField, DataTable, SimpleList, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { LocalizedName } from '../../components/LocalizedName';
import { useSmallScreen } from '../../layout/useSmallScreen';
import { OfferValueField } from '../merchant-offers/OfferFields';
import type { Merchant } from './MerchantFields';
import { MerchantRecordsPanel } from './MerchantRecordsPanel';

/** The merchant's offers, each opening its form; a new one starts as this merchant's. */
export function MerchantOffersPanel() {
  const merchant = useRecordContext<Merchant>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const small = useSmallScreen();
  if (!merchant) return null;
  const ofMerchant = JSON.stringify({ merchant_id: merchant.id });
  const links = (
    <>
      <Button
        component={Link}
        to={{ pathname: createPath({ resource: 'merchant-offers', type: 'list' }), search: `?filter=${ofMerchant}` }}
        size="small"
      >
        {translate('ps.merchants.all_offers')}
      </Button>
      <Button
        component={Link}
        to={{ pathname: createPath({ resource: 'merchant-offers', type: 'create' }), search: `?source=${ofMerchant}` }}
        size="small"
        startIcon={<AddIcon />}
      >
        {translate('ps.merchants.add_offer')}
      </Button>
    </>
  );
  return (
    <MerchantRecordsPanel
      title="ps.merchants.sections.offers"
      reference="merchant-offers"
      links={links}
      empty="ps.merchants.no_offers"
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
    </MerchantRecordsPanel>
  );
}
