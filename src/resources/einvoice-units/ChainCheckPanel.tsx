import LinkIcon from '@mui/icons-material/Link';
import { Alert, Box, Button, Card, CardContent, Link as MuiLink, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Link, useCreatePath, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { EInvoiceChainCheck } from '../../../domain/schemas/einvoice';
import { useFormatters } from '../../i18n/useFormatters';
import type { AppDataProvider, EInvoiceUnit } from '../../providers/dataProvider';
import { StepRefusal } from './StepRefusal';

function ChainResult({ check }: { check: EInvoiceChainCheck }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { number } = useFormatters();
  const broken = check.first_break;
  if (!broken)
    return (
      <Alert severity="success">
        {translate('ps.einvoice.units.chain.intact', { smart_count: check.documents, count: number(check.documents) })}
      </Alert>
    );
  return (
    <Alert severity="error">
      {translate('ps.einvoice.units.chain.broken', {
        counter: number(broken.counter),
        documents: number(check.documents),
        problem: translate(`ps.einvoice.units.chain.problems.${broken.problem}`),
      })}{' '}
      <MuiLink
        component={Link}
        to={createPath({ resource: 'einvoice-documents', type: 'show', id: broken.document_id })}
      >
        {translate('ps.einvoice.units.chain.open_document')}
      </MuiLink>
    </Alert>
  );
}

/**
 * Recomputes the unit's chain from its stored documents, on demand: how many hold together, or
 * the first that breaks it and how.
 */
export function ChainCheckPanel() {
  const unit = useRecordContext<EInvoiceUnit>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const check = useMutation({ mutationFn: (id: number) => dataProvider.checkEInvoiceChain(id) });
  if (!unit) return null;
  return (
    <Card variant="outlined">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {translate('ps.einvoice.units.sections.chain')}
          </Typography>
          <Button
            size="small"
            startIcon={<LinkIcon />}
            onClick={() => check.mutate(unit.id)}
            disabled={check.isPending}
          >
            {translate('ps.einvoice.units.actions.chain_check')}
          </Button>
        </Box>
        {check.data ? <ChainResult check={check.data} /> : null}
        <StepRefusal error={check.error} />
      </CardContent>
    </Card>
  );
}
