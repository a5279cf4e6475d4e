import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import {
  BooleanField,
  DataTable,
  ReferenceManyField,
  SimpleList,
  TextField,
  useCreatePath,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ROLE } from '../../../domain/roles';
import { ListLoadError } from '../../components/ListLoadError';
import { RelativeTimeField } from '../../components/RelativeTimeField';
import { useSmallScreen } from '../../layout/useSmallScreen';
import { QUIET_LIST_LOAD } from '../../theme/list-states';
import type { Merchant } from './MerchantFields';

/** The accounts that validate for the merchant, each opening its employee page; a new one starts as this merchant's validator. */
export function MerchantValidatorsPanel() {
  const merchant = useRecordContext<Merchant>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const small = useSmallScreen();
  if (!merchant) return null;
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {translate('ps.merchants.sections.validators')}
          </Typography>
          <Button
            component={Link}
            to={{
              pathname: createPath({ resource: 'employees', type: 'create' }),
              search: `?source=${JSON.stringify({ role_id: ROLE.validator, merchant_id: merchant.id })}`,
            }}
            size="small"
            startIcon={<PersonAddIcon />}
          >
            {translate('ps.merchants.add_validator')}
          </Button>
        </Stack>
        <ReferenceManyField
          reference="employees"
          target="merchant_id"
          sort={{ field: 'name', order: 'ASC' }}
          perPage={50}
          error={<ListLoadError />}
          queryOptions={QUIET_LIST_LOAD}
          empty={
            <Typography variant="body2" color="text.secondary">
              {translate('ps.merchants.no_validators')}
            </Typography>
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
        </ReferenceManyField>
      </CardContent>
    </Card>
  );
}
