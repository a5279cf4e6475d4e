import { Box, Button, Card, CardContent, CircularProgress, Stack } from '@mui/material';
import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslate, type ValidationErrorMessage } from 'react-admin';
import type { ConsoleGate } from '../../../domain/schemas/gate-console';
import type { PaymentMethodCode } from '../../../domain/schemas/reference';
import { EventAnswer } from './EventAnswer';
import { EventSwitch } from './EventSwitch';
import { PresentedChoice } from './PresentedChoice';
import { PresentedInput } from './PresentedInput';
import { readPresented } from './presented';
import { type Outcome, useGateEvent } from './useGateEvent';
import type { RegisterDraft } from './useRegisterDraft';

interface RegisterPanelProps {
  gate: ConsoleGate;
  areaName: string;
  draft: RegisterDraft;
  inputRef: RefObject<HTMLInputElement | null>;
}

/**
 * Registers entries and exits at the gate, keyboard first: the input holds the focus, Enter
 * sends, and after each answer the input is empty and focused again for the next vehicle. A fee
 * to pay takes the focus to its payment buttons instead; a send that got no answer keeps what was
 * typed, so Enter sends the same event again.
 */
export function RegisterPanel({ gate, areaName, draft, inputRef }: RegisterPanelProps) {
  const translate = useTranslate();
  const { outcome, sending, register, pay, resend, dismiss } = useGateEvent();
  const [problem, setProblem] = useState<ValidationErrorMessage>();
  const focusInput = () => inputRef.current?.focus();
  const answerRef = useRef<HTMLDivElement>(null);
  // On a phone or a tablet the answer is below the fold: it is brought into view, the focus staying where it is.
  useEffect(() => {
    if (outcome) answerRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [outcome]);

  const afterAnswer = (result: Outcome | undefined) => {
    if (!result) return;
    if (result.kind !== 'unsent') draft.setValue('');
    // The payment buttons take the focus themselves.
    if (result.kind !== 'payment_required') focusInput();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const reading = readPresented(draft.presented, draft.value);
    if (!reading.ok) {
      setProblem(reading.problem);
      focusInput();
      return;
    }
    setProblem(undefined);
    afterAnswer(await register(draft.event, gate.id, reading.presented));
  };

  // A choice made with the mouse or a finger leaves the operator ready to type.
  const afterChoice = () => {
    setProblem(undefined);
    focusInput();
  };

  return (
    <Card variant="outlined" component="section" aria-label={translate('ps.gate_console.register.title')}>
      <CardContent>
        <Box component="form" onSubmit={submit} noValidate>
          <Stack spacing={2}>
            <EventSwitch
              value={draft.event}
              gateType={gate.type.code}
              onChange={(event) => {
                draft.setEvent(event);
                afterChoice();
              }}
            />
            <PresentedChoice
              event={draft.event}
              value={draft.presented}
              onChange={(kind) => {
                draft.setPresented(kind);
                afterChoice();
              }}
            />
            <PresentedInput
              kind={draft.presented}
              value={draft.value}
              onChange={(value) => {
                draft.setValue(value);
                setProblem(undefined);
              }}
              problem={problem}
              inputRef={inputRef}
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              color={draft.event === 'entry' ? 'primary' : 'secondary'}
              startIcon={sending ? <CircularProgress size={20} color="inherit" /> : undefined}
              sx={{ minHeight: 56, fontSize: '1.1rem', fontWeight: 700 }}
            >
              {translate(`ps.gate_console.register.submit.${draft.event}`)}
            </Button>
          </Stack>
        </Box>
        <Box ref={answerRef} aria-live="polite" sx={{ mt: outcome ? 3 : 0, scrollMarginBlockEnd: 16 }}>
          {outcome ? (
            <EventAnswer
              outcome={outcome}
              areaName={areaName}
              sending={sending}
              onPay={async (method: PaymentMethodCode) => afterAnswer(await pay(method))}
              onResend={async () => afterAnswer(await resend())}
              onCancel={() => {
                dismiss();
                focusInput();
              }}
            />
          ) : null}
        </Box>
      </CardContent>
    </Card>
  );
}
