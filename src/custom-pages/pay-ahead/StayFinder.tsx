import { Button, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'ra-core';
import type { PayAheadLookupInput } from '../../../domain/schemas/pay-ahead';

/**
 * How a guest without their ticket's code finds their car: its plate in either script and about
 * when it came in (the phone's own date-and-time field, in the operator's time).
 */
export function StayFinder({
  onFind,
  busy,
  errors,
}: {
  onFind: (lookup: PayAheadLookupInput) => void;
  busy: boolean;
  errors: Record<string, string> | undefined;
}) {
  const translate = useTranslate();
  const [plate, setPlate] = useState('');
  const [enteredAt, setEnteredAt] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFind({ plate, entered_at: enteredAt === '' ? undefined : enteredAt });
  };
  const errorOf = (field: string) => (errors?.[field] ? translate(errors[field]) : undefined);
  return (
    <Stack component="form" onSubmit={submit} spacing={2} sx={{ mt: 2 }} noValidate>
      <Typography variant="body2" color="text.secondary">
        {translate('ps.pay_ahead.explain')}
      </Typography>
      <TextField
        label={translate('ps.pay_ahead.plate')}
        value={plate}
        onChange={(event) => setPlate(event.target.value)}
        required
        fullWidth
        autoComplete="off"
        error={Boolean(errorOf('plate'))}
        helperText={errorOf('plate') ?? translate('ps.pay_ahead.plate_hint')}
        slotProps={{ htmlInput: { dir: 'auto', autoCapitalize: 'characters', spellCheck: false } }}
      />
      <TextField
        label={translate('ps.pay_ahead.entered_at')}
        type="datetime-local"
        value={enteredAt}
        onChange={(event) => setEnteredAt(event.target.value)}
        required
        fullWidth
        error={Boolean(errorOf('entered_at'))}
        helperText={errorOf('entered_at') ?? translate('ps.pay_ahead.entered_at_hint')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: 'ltr' } }}
      />
      <Button type="submit" variant="contained" size="large" loading={busy} disabled={plate.trim() === ''}>
        {translate('ps.pay_ahead.find')}
      </Button>
      <Typography variant="body2" color="text.secondary">
        {translate('ps.pay_ahead.scan_hint')}
      </Typography>
    </Stack>
  );
}
