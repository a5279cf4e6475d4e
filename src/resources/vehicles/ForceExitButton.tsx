import LogoutIcon from '@mui/icons-material/Logout';
import { Box, useTheme } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { HttpError, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { TariffPreview } from '../../../domain/schemas/tariff-preview';
import { forceExitSchema } from '../../../domain/schemas/vehicle';
import { DecisionButton } from '../../components/DecisionButton';
import type { AppDataProvider, ForceExitBody, Vehicle } from '../../providers/dataProvider';
import { ForceExitFields } from './ForceExitFields';
import { usePlateInLanguage } from './usePlateInLanguage';

/** The fee the server quoted when it refused a charge without a payment method. */
function quotedFee(error: unknown): number | undefined {
  const body = error instanceof HttpError ? (error.body as { quote?: TariffPreview } | undefined) : undefined;
  return body?.quote?.amount;
}

/**
 * Force exit of the vehicle in context while it is inside: confirmed in a dialog with a reason and
 * whether the stay pays its tariff. A fee that grew past the free minutes since the page was read
 * comes back from the server, which then asks for the payment method.
 */
export function ForceExitButton({ size = 'small' }: { size?: 'small' | 'medium'; label?: string }) {
  const stay = useRecordContext<Vehicle>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [quote, setQuote] = useState<number>();
  const plateOf = usePlateInLanguage();
  // The arrow points out along the reading: to the left in Arabic (icons are not mirrored by RTL).
  const mirrored = useTheme().direction === 'rtl';
  const forceExit = useMutation({
    mutationFn: (body: ForceExitBody) => dataProvider.forceExit(stay!.id, body),
    onError: (error) => setQuote(quotedFee(error) ?? quote),
    onSuccess: () => {
      notify('ps.vehicles.force_exit.done', { type: 'success', messageArgs: { plate: plateOf(stay!) } });
      refresh();
    },
  });
  if (!stay?.inside) return null;
  return (
    // Inside a list's row: a click on the button or in its dialog does not open the row.
    <Box component="span" onClick={(event) => event.stopPropagation()}>
      <DecisionButton
        label="ps.vehicles.force_exit.action"
        icon={<LogoutIcon sx={mirrored ? { transform: 'scaleX(-1)' } : undefined} />}
        color="error"
        size={size}
        title="ps.vehicles.force_exit.title"
        titleArgs={{ plate: plateOf(stay) }}
        description={translate('ps.vehicles.force_exit.body')}
        schema={forceExitSchema}
        onSubmit={forceExit.mutateAsync}
      >
        <ForceExitFields fee={quote ?? stay.fee_so_far?.amount ?? 0} />
      </DecisionButton>
    </Box>
  );
}
