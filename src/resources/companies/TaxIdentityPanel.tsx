import { Typography } from '@mui/material';
import { Labeled, TextField, useRecordContext, useTranslate } from 'react-admin';
import { COMPANY_ADDRESS_FIELDS } from '../../../domain/national-address';
import type { CompanyRecord } from '../../../domain/schemas/company';
import { Panel } from '../../components/Panel';

const DIGIT_FIELDS = new Set<string>(['address_building_number', 'address_postal_code']);

/** The company's VAT registration as its tax invoices name it, or that it has none (simplified invoices). */
export function TaxIdentityPanel() {
  const record = useRecordContext<CompanyRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Panel title="ps.companies.sections.tax">
      {record.vat_number ? (
        <>
          <Labeled>
            <TextField source="vat_number" dir="ltr" />
          </Labeled>
          {COMPANY_ADDRESS_FIELDS.map((field) => (
            <Labeled key={field}>
              <TextField source={field} dir={DIGIT_FIELDS.has(field) ? 'ltr' : undefined} />
            </Labeled>
          ))}
        </>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
          {translate('ps.companies.no_vat_number')}
        </Typography>
      )}
    </Panel>
  );
}
