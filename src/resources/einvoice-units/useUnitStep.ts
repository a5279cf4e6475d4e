import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { AppDataProvider, EInvoiceUnit, EInvoiceUnitStep } from '../../providers/dataProvider';

/**
 * Takes the unit in context one step (an OTP's steps carry it); once taken it says so and the page
 * shows the unit as it now stands. The caller shows a refusal where the step was asked.
 */
export function useUnitStep(step: EInvoiceUnitStep) {
  const unit = useRecordContext<EInvoiceUnit>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body?: { otp: string }) => dataProvider.stepEInvoiceUnit(unit!.id, step, body),
    onSuccess: () => {
      notify(`ps.einvoice.units.done.${step}`, { type: 'success' });
      refresh();
    },
  });
}
