import { Button, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ValidationLookupInput } from '../../../domain/schemas/merchant-validation';

const PRESENTED = ['plate', 'ticket', 'qr'] as const;
type Presented = (typeof PRESENTED)[number];

/** What the shopper shows the validator: a plate in either script, a ticket number or the ticket's QR value. */
export function StayLookup({ onFind, busy }: { onFind: (lookup: ValidationLookupInput) => void; busy: boolean }) {
  const translate = useTranslate();
  const [presented, setPresented] = useState<Presented>('plate');
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim() !== '') onFind({ [presented]: value });
  };
  return (
    <Stack component="form" onSubmit={submit} spacing={2} sx={{ maxWidth: 480 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={presented}
        onChange={(_event, next: Presented | null) => next && setPresented(next)}
        aria-label={translate('ps.validate.presented')}
      >
        {PRESENTED.map((kind) => (
          <ToggleButton key={kind} value={kind}>
            {translate(`ps.validate.by.${kind}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <TextField
        label={translate(`ps.validate.by.${presented}`)}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        autoFocus
      />
      <Button type="submit" variant="contained" disabled={busy || value.trim() === ''}>
        {translate('ps.validate.find')}
      </Button>
    </Stack>
  );
}
