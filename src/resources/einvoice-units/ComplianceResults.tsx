import { Box, Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { EInvoiceUnit } from '../../providers/dataProvider';

/** The Authority's answers that pass a compliance check. */
const PASSED = ['REPORTED', 'CLEARED'];

/** What the Authority answered to the sample of each document type: reported or cleared passes, anything else fails. */
export function ComplianceResults({ checks }: { checks: EInvoiceUnit['compliance_checks'] }) {
  const translate = useTranslate();
  const entries = Object.entries(checks);
  if (entries.length === 0) return null;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5, display: 'grid', gap: 0.5 }}>
      {entries.map(([check, outcome]) => (
        <Box component="li" key={check} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <span>{translate(`ps.einvoice.units.checks.${check}`, { _: check })}</span>
          <Chip
            size="small"
            variant="outlined"
            color={PASSED.includes(outcome) ? 'success' : 'error'}
            label={translate(`ps.einvoice.units.outcomes.${outcome}`, { _: outcome })}
          />
        </Box>
      ))}
    </Box>
  );
}
