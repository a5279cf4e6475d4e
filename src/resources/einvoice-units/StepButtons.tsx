import BlockIcon from '@mui/icons-material/Block';
import KeyIcon from '@mui/icons-material/Key';
import { Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Confirm, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { einvoiceOtpSchema } from '../../../domain/schemas/einvoice';
import { DecisionButton } from '../../components/DecisionButton';
import type { EInvoiceUnit } from '../../providers/dataProvider';
import { StepRefusal } from './StepRefusal';
import { useUnitStep } from './useUnitStep';

/** A step that asks the Fatoora portal's one-time password in a dialog: the compliance CSID, or a renewal. */
export function OtpStepButton({ step, icon = <KeyIcon /> }: { step: 'compliance-csid' | 'renewal'; icon?: ReactNode }) {
  const unit = useRecordContext<EInvoiceUnit>();
  const translate = useTranslate();
  const { mutateAsync } = useUnitStep(step);
  if (!unit) return null;
  return (
    <DecisionButton
      label={`ps.einvoice.units.actions.${step}`}
      icon={icon}
      color="primary"
      title={`ps.einvoice.units.otp_titles.${step}`}
      titleArgs={{ name: unit.common_name }}
      description={translate('ps.einvoice.units.otp_body')}
      schema={einvoiceOtpSchema}
      defaultValues={{ otp: '' }}
      onSubmit={(values: { otp: string }) => mutateAsync(values)}
    >
      <TextInput
        source="otp"
        label="ps.einvoice.units.otp"
        isRequired
        fullWidth
        slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 } }}
      />
    </DecisionButton>
  );
}

/** A step the server takes alone (the compliance checks, the production CSID); a refusal shows under it. */
export function PlainStepButton({ step, icon }: { step: 'compliance-checks' | 'production-csid'; icon: ReactNode }) {
  const translate = useTranslate();
  const { mutate, isPending, error } = useUnitStep(step);
  return (
    <>
      <Button variant="contained" startIcon={icon} onClick={() => mutate(undefined)} disabled={isPending}>
        {translate(`ps.einvoice.units.actions.${step}`)}
      </Button>
      <StepRefusal error={error} />
    </>
  );
}

/** Revokes the unit once confirmed: it signs nothing more, for good. */
export function RevokeButton() {
  const unit = useRecordContext<EInvoiceUnit>();
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  const { mutate, isPending, error } = useUnitStep('revocation');
  if (!unit) return null;
  return (
    <>
      <Button color="error" startIcon={<BlockIcon />} onClick={() => setAsking(true)}>
        {translate('ps.einvoice.units.actions.revocation')}
      </Button>
      <Confirm
        isOpen={asking}
        loading={isPending}
        title="ps.einvoice.units.revoke_title"
        translateOptions={{ name: unit.common_name }}
        content="ps.einvoice.units.revoke_body"
        confirm="ps.einvoice.units.actions.revocation"
        confirmColor="warning"
        onConfirm={() => mutate(undefined, { onSettled: () => setAsking(false) })}
        onClose={() => setAsking(false)}
      />
      <StepRefusal error={error} />
    </>
  );
}
