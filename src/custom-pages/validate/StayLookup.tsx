import { Button, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ValidationLookupInput } from '../../../domain/schemas/merchant-validation';
import { TOUCH_TARGET } from './touchTarget';

const PRESENTED = ['plate', 'ticket', 'qr'] as const;
type Presented = (typeof PRESENTED)[number];

/**
 * What the shopper shows the validator: a plate in either script (the field the page opens on),
 * a ticket number or the ticket's QR value.
 */
export function StayLookup({ onFind, busy }: { onFind: (lookup: ValidationLookupInput) => void; busy: boolean }) {
  const translate = useTranslate();
  const [presented, setPresented] = useState<Presented>('plate');
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim() !== '') onFind({ [presented]: value });
  };
  return (
    <Stack component="form" onSubmit={submit} spacing={2} sx={{ maxWidth: 560 }}>
      <TextField
        label={translate(`ps.validate.by.${presented}`)}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        autoFocus
        fullWidth
        autoComplete="off"
        slotProps={{
          htmlInput: {
            dir: 'auto',
            autoCapitalize: 'characters',
            spellCheck: false,
            inputMode: presented === 'ticket' ? 'numeric' : 'text',
            sx: { fontSize: '1.5rem', py: 2 },
          },
        }}
      />
      <ToggleButtonGroup
        exclusive
        fullWidth
        value={presented}
        onChange={(_event, next: Presented | null) => next && setPresented(next)}
        aria-label={translate('ps.validate.presented')}
      >
        {PRESENTED.map((kind) => (
          <ToggleButton key={kind} value={kind} sx={{ minHeight: 48 }}>
            {translate(`ps.validate.by.${kind}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Button type="submit" variant="contained" size="large" disabled={busy || value.trim() === ''} sx={TOUCH_TARGET}>
        {translate('ps.validate.find')}
      </Button>
    </Stack>
  );
}
