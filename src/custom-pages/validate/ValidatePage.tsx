import { Alert, AlertTitle, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ValidationReason } from '../../../domain/merchant-validation';
import type { ValidationLookupInput, ValidationStay } from '../../../domain/schemas/merchant-validation';
import { PageHeader } from '../../components/PageHeader';
import { useFormatters } from '../../i18n/useFormatters';
import type { AppDataProvider } from '../../providers/dataProvider';
import { StayLookup } from './StayLookup';
import { StayValidation } from './StayValidation';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'ps.errors.server_error');

/** The result stands out at a counter: large type, the whole width. */
const RESULT = { fontSize: '1.1rem', maxWidth: 560, '& .MuiAlert-message': { width: '100%' } } as const;

/**
 * A merchant's validator: finds a shopper's open stay in its area and validates it with one of its
 * offers. What happened shows on the page, not in a passing toast: what was taken off, or why not.
 */
export default function ValidatePage() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const { money } = useFormatters();
  const [lookup, setLookup] = useState<ValidationLookupInput | null>(null);
  const find = useMutation({
    mutationFn: (asked: ValidationLookupInput) => dataProvider.lookUpValidationStay(asked),
  });
  const validate = useMutation({
    mutationFn: (choice: { offer_id: number; reason: ValidationReason }) =>
      dataProvider.validateStay({ stay_id: find.data!.stay_id, ...choice }),
    onSuccess: () => {
      if (lookup) find.mutate(lookup);
    },
  });
  const stay: ValidationStay | undefined = find.data;
  return (
    <Stack spacing={3} sx={{ py: 2 }}>
      <PageHeader title="ps.validate.title" />
      <StayLookup
        busy={find.isPending}
        onFind={(asked) => {
          setLookup(asked);
          validate.reset();
          find.mutate(asked);
        }}
      />
      {find.isError && (
        <Alert severity="warning" sx={RESULT}>
          {translate(messageOf(find.error))}
        </Alert>
      )}
      {validate.isSuccess && (
        <Alert severity="success" variant="filled" role="status" sx={RESULT}>
          <AlertTitle sx={{ fontSize: '1.25rem' }}>
            {translate('ps.validate.done', { amount: money(validate.data.amount) })}
          </AlertTitle>
        </Alert>
      )}
      {validate.isError && (
        <Alert severity="error" sx={RESULT}>
          {translate(messageOf(validate.error))}
        </Alert>
      )}
      {stay && !find.isError && (
        <StayValidation key={stay.stay_id} stay={stay} busy={validate.isPending} onValidate={validate.mutate} />
      )}
    </Stack>
  );
}
