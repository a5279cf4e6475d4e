import ReplayIcon from '@mui/icons-material/Replay';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslate, ValidationError } from 'react-admin';
import type { PaymentMethodCode } from '../../../domain/schemas/reference';
import { AnswerCard } from './AnswerCard';
import { EntryAnswer } from './EntryAnswer';
import { ExitAnswer } from './ExitAnswer';
import { PaymentRequest } from './PaymentRequest';
import { PresentedEcho } from './PresentedEcho';
import { OpenShiftButton } from './shift/OpenShiftButton';
import type { Outcome } from './useGateEvent';

interface EventAnswerProps {
  outcome: Outcome;
  areaName: string;
  sending: boolean;
  onPay: (method: PaymentMethodCode) => void;
  onResend: () => void;
  onCancel: () => void;
}

/** The last event's answer, as large as the lane needs it. */
export function EventAnswer({ outcome, areaName, sending, onPay, onResend, onCancel }: EventAnswerProps) {
  const translate = useTranslate();
  switch (outcome.kind) {
    case 'entered':
      return <EntryAnswer answer={outcome.answer} areaName={areaName} />;
    case 'left':
      return <ExitAnswer answer={outcome.answer} areaName={areaName} />;
    case 'payment_required':
      return (
        <PaymentRequest
          presented={outcome.submission.presented}
          quote={outcome.quote}
          sending={sending}
          onPay={onPay}
          onCancel={onCancel}
        />
      );
    case 'shift_required': {
      const { gateId, paymentMethod, presented } = outcome.submission;
      return (
        <AnswerCard tone="warning" title="ps.cashier_shifts.shift_required.title">
          <Typography variant="h6" component="p">
            {translate('ps.errors.shift_required')}
          </Typography>
          <PresentedEcho presented={presented} />
          <Typography variant="body2" color="text.secondary">
            {translate('ps.cashier_shifts.shift_required.body')}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <OpenShiftButton gateId={gateId} onOpened={paymentMethod ? () => onPay(paymentMethod) : undefined} />
            <Button onClick={onCancel} disabled={sending} sx={{ minHeight: 48 }}>
              {translate('ra.action.cancel')}
            </Button>
          </Stack>
        </AnswerCard>
      );
    }
    case 'refused':
      return (
        <AnswerCard tone="error" title="ps.gate_console.answer.refused">
          <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
            <ValidationError error={outcome.reason} />
          </Typography>
          <PresentedEcho presented={outcome.submission.presented} />
        </AnswerCard>
      );
    case 'unsent':
      return (
        <AnswerCard tone="error" title="ps.gate_console.answer.not_sent">
          <Typography variant="h6" component="p">
            {translate(outcome.reason, { _: outcome.reason })}
          </Typography>
          <PresentedEcho presented={outcome.submission.presented} />
          <Typography variant="body2" color="text.secondary">
            {translate('ps.gate_console.answer.send_again_hint')}
          </Typography>
          <Button
            variant="contained"
            size="large"
            startIcon={<ReplayIcon />}
            disabled={sending}
            onClick={onResend}
            sx={{ alignSelf: 'flex-start', minHeight: 48 }}
          >
            {translate('ps.gate_console.answer.send_again')}
          </Button>
        </AnswerCard>
      );
  }
}
