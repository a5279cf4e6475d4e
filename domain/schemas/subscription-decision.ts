import { z } from 'zod';
import { optionalText, reference, requiredText } from './fields';

/**
 * The decisions on a pending request, individual or a company's: the same dialogs send them and
 * the same checks answer. Approving records how it was paid (SPEC section 5).
 */
export const approvalSchema = z.object({
  payment_method_id: reference(),
  admin_notes: optionalText(1000),
});

/** Rejecting needs the reason, kept on the record for the applicant. */
export const rejectionSchema = z.object({ reason: requiredText(1000) });

export type Approval = z.output<typeof approvalSchema>;
export type Rejection = z.output<typeof rejectionSchema>;
