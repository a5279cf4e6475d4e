import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Button } from '@mui/material';
import { Link } from 'react-router-dom';
import {
  BooleanField,
  DataTable,
  SimpleList,
  TextField,
  useCreatePath,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ROLE } from '../../../domain/roles';
import { RelativeTimeField } from '../../components/RelativeTimeField';
import { useSmallScreen } from '../../layout/useSmallScreen';
import type { Merchant } from './MerchantFields';
import { MerchantRecordsPanel } from './MerchantRecordsPanel';

/** The accounts that validate for the merchant, each opening its employee form; a new one starts as this merchant's validator. */
export function MerchantValidatorsPanel() {
  const merchant = useRecordContext<Merchant>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const small = useSmallScreen();
  if (!merchant) return null;
  const newValidator = JSON.stringify({ role_id: ROLE.validator, merchant_id: merchant.id });
  return (
    <MerchantRecordsPanel
      title="ps.merchants.sections.validators"
      reference="employees"
      empty="ps.merchants.no_validators"
      links={
        <Button
          component={Link}
          to={{ pathname: createPath({ resource: 'employees', type: 'create' }), search: `?source=${newValidator}` }}
          size="small"
          startIcon={<PersonAddIcon />}
        >
          {translate('ps.merchants.add_validator')}
        </Button>
      }
    >
      {small ? (
        <SimpleList
          primaryText={<TextField source="name" dir="auto" />}
          secondaryText={<TextField source="email" dir="ltr" />}
          linkType="edit"
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick="edit">
          <DataTable.Col source="name" label="resources.employees.fields.name">
            <TextField source="name" dir="auto" />
          </DataTable.Col>
          <DataTable.Col source="email" label="resources.employees.fields.email">
            <TextField source="email" dir="ltr" />
          </DataTable.Col>
          <DataTable.Col
            source="is_active"
            label="resources.employees.fields.is_active"
            field={BooleanField}
            disableSort
          />
          <DataTable.Col source="last_login_at" label="resources.employees.fields.last_login_at" disableSort>
            <RelativeTimeField source="last_login_at" emptyText="ps.companies.never_signed_in" />
          </DataTable.Col>
        </DataTable>
      )}
    </MerchantRecordsPanel>
  );
}
