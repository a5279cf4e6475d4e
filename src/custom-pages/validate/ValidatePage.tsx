import { Alert, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ValidationLookupInput, ValidationStay } from '../../../domain/schemas/merchant-validation';
import { PageHeader } from '../../components/PageHeader';
import { useFormatters } from '../../i18n/useFormatters';
import type { AppDataProvider } from '../../providers/dataProvider';
import { StayLookup } from './StayLookup';
import { StayValidation } from './StayValidation';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'ps.errors.server_error');

/** A merchant's validator: finds a shopper's open stay in its area and validates it with one of its offers. */
export default function ValidatePage() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const { money } = useFormatters();
  const [lookup, setLookup] = useState<ValidationLookupInput | null>(null);
  const find = useMutation({
    mutationFn: (asked: ValidationLookupInput) => dataProvider.lookUpValidationStay(asked),
  });
  const validate = useMutation({
    mutationFn: (choice: { offer_id: number; reason: string }) =>
      dataProvider.validateStay({ stay_id: find.data!.stay_id, ...choice }),
    onSuccess: (validation) => {
      notify('ps.validate.done', { type: 'success', messageArgs: { amount: money(validation.amount) } });
      if (lookup) find.mutate(lookup);
    },
    onError: (error) => notify(messageOf(error), { type: 'error' }),
  });
  const stay: ValidationStay | undefined = find.data;
  return (
    <Stack spacing={3} sx={{ py: 2 }}>
      <PageHeader title="ps.validate.title" />
      <StayLookup
        busy={find.isPending}
        onFind={(asked) => {
          setLookup(asked);
          find.mutate(asked);
        }}
      />
      {find.isError && <Alert severity="warning">{translate(messageOf(find.error))}</Alert>}
      {stay && !find.isError && (
        <StayValidation key={stay.stay_id} stay={stay} busy={validate.isPending} onValidate={validate.mutate} />
      )}
    </Stack>
  );
}
