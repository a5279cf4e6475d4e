import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Button } from '@mui/material';
import { Link } from 'react-router-dom';
import { useCanAccess, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import type { Merchant } from '../MerchantFields';

/** Opens the merchant's statement of this month, for whoever reads what merchants owe. */
export function StatementButton() {
  const merchant = useRecordContext<Merchant>();
  const createPath = useCreatePath();
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'merchant-validations', action: 'list' });
  if (!merchant || !canAccess) return null;
  return (
    // Under the record's own path (its edit path): /merchants/:id/statement.
    <Button
      component={Link}
      to={`${createPath({ resource: 'merchants', type: 'edit', id: merchant.id })}/statement`}
      size="small"
      startIcon={<ReceiptLongIcon />}
    >
      {translate('ps.merchants.statement.open')}
    </Button>
  );
}
