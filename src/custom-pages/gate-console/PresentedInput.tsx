import { Box, Stack, TextField, Typography } from '@mui/material';
import type { RefObject } from 'react';
import { useTranslate, ValidationError, type ValidationErrorMessage } from 'react-admin';
import { readPlate } from '../../../domain/plates';
import { PlateText } from '../../components/PlateText';
import { PlateHistoryButton } from '../../resources/vehicles/PlateHistoryButton';
import type { PresentedKind } from './presented';

/**
 * The plate being typed, read as the server will read it, in both scripts; nothing until it is one.
 * Beside it the plate's recent stays, opened only on request (the reading is logged).
 */
function PlateEcho({ input, inputRef }: { input: string; inputRef: RefObject<HTMLInputElement | null> }) {
  const translate = useTranslate();
  const reading = readPlate(input);
  const plate = reading.ok ? { plate_letters: reading.value.letters, plate_number: reading.value.number } : undefined;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', minHeight: 64 }}>
      <Stack direction="row" spacing={1.5} aria-live="polite" sx={{ alignItems: 'center', fontSize: '1.35rem' }}>
        {plate ? (
          <>
            <Typography variant="body2" color="text.secondary">
              {translate('ps.gate_console.register.plate_read_as')}
            </Typography>
            <PlateText vehicle={plate} />
          </>
        ) : null}
      </Stack>
      {plate ? <PlateHistoryButton plate={plate} returnFocusTo={inputRef} /> : null}
    </Stack>
  );
}

interface PresentedInputProps {
  kind: PresentedKind;
  value: string;
  onChange: (value: string) => void;
  problem: ValidationErrorMessage | undefined;
  inputRef: RefObject<HTMLInputElement | null>;
}

/** The large field the operator types, or a scanner writes, what was presented into. */
export function PresentedInput({ kind, value, onChange, problem, inputRef }: PresentedInputProps) {
  const translate = useTranslate();
  return (
    <Box>
      <TextField
        inputRef={inputRef}
        autoFocus
        fullWidth
        label={translate(`ps.gate_console.register.inputs.${kind}`)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={problem !== undefined}
        helperText={
          problem === undefined ? (
            translate(`ps.gate_console.register.hints.${kind}`)
          ) : (
            <ValidationError error={problem} />
          )
        }
        autoComplete="off"
        slotProps={{
          htmlInput: {
            // A plate is typed in either script: the field follows what is typed.
            dir: 'auto',
            spellCheck: false,
            autoCapitalize: 'characters',
            autoCorrect: 'off',
            enterKeyHint: 'go',
            sx: { fontSize: { xs: '1.75rem', sm: '2.25rem' }, fontWeight: 600, py: 1.5, letterSpacing: '0.04em' },
          },
        }}
      />
      {kind === 'plate' ? <PlateEcho input={value} inputRef={inputRef} /> : null}
    </Box>
  );
}
