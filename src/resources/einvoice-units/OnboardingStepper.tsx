import FactCheckIcon from '@mui/icons-material/FactCheck';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { Alert, Box, Card, CardContent, Step, StepContent, StepLabel, Stepper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import type { EInvoiceUnitStatus } from '../../../domain/einvoice';
import type { EInvoiceUnit } from '../../providers/dataProvider';
import { ComplianceResults } from './ComplianceResults';
import { OtpStepButton, PlainStepButton, RevokeButton } from './StepButtons';

const STEPS = ['compliance_csid', 'compliance_checks', 'production_csid', 'active'] as const;

/** The step a unit of each status is at; a revoked unit is past them all. */
const CURRENT_STEP: Record<EInvoiceUnitStatus, number> = {
  new: 0,
  compliance: 1,
  checked: 2,
  active: 3,
  revoked: STEPS.length,
};

/** What can be done at each step. */
const ACTIONS: Record<(typeof STEPS)[number], ReactNode> = {
  compliance_csid: <OtpStepButton step="compliance-csid" />,
  compliance_checks: <PlainStepButton step="compliance-checks" icon={<FactCheckIcon />} />,
  production_csid: <PlainStepButton step="production-csid" icon={<VerifiedUserIcon />} />,
  active: (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <OtpStepButton step="renewal" />
      <RevokeButton />
    </Box>
  ),
};

/**
 * The unit's onboarding with the Authority, step by step: the compliance CSID (with the portal's
 * OTP), a compliance check of each document type, the production CSID; then, while it issues
 * invoices, its renewal and revocation. The checks' answers stay shown under their step.
 */
export function OnboardingStepper() {
  const unit = useRecordContext<EInvoiceUnit>();
  const translate = useTranslate();
  if (!unit) return null;
  const current = CURRENT_STEP[unit.status];
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {translate('ps.einvoice.units.sections.onboarding')}
        </Typography>
        {unit.status === 'revoked' ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('ps.einvoice.units.revoked')}
          </Alert>
        ) : null}
        <Stepper activeStep={current} orientation="vertical">
          {STEPS.map((step) => (
            <Step key={step}>
              {/* The icon stands by the step's name, its first line centred on it, not amid the checks' answers under it. */}
              <StepLabel
                optional={
                  step === 'compliance_checks' ? <ComplianceResults checks={unit.compliance_checks} /> : undefined
                }
                sx={{ alignItems: 'flex-start', '& .MuiStepLabel-labelContainer': { pt: '2px' } }}
              >
                {translate(`ps.einvoice.units.steps.${step}`)}
              </StepLabel>
              <StepContent>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                  {translate(`ps.einvoice.units.step_hints.${step}`)}
                </Typography>
                {ACTIONS[step]}
              </StepContent>
            </Step>
          ))}
        </Stepper>
      </CardContent>
    </Card>
  );
}
