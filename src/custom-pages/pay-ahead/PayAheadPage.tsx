import { Box, Button, CircularProgress } from '@mui/material';
import { FailureAlert } from '../../components/FailureAlert';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { HttpError, useTranslate } from 'ra-core';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ONLINE_PAYMENT_ENDPOINTS as ONLINE } from '../../../domain/endpoints/online-payments';
import { PAY_AHEAD_PATH } from '../../../domain/pay-ahead';
import type { PayAheadLookupInput } from '../../../domain/schemas/pay-ahead';
import { callEndpoint } from '../../providers/endpoints';
import { SideLayout } from '../auth/SideLayout';
import { StayFee } from './StayFee';
import { StayFinder } from './StayFinder';

/**
 * The page a guest pays their parking on before walking back to the car, without signing in:
 * opened by the QR code of their ticket (its address carries the ticket's value), or found by
 * plate and entry time. Public pages stand outside the signed-in app and its query client, so it
 * has one of its own.
 */
export function PayAheadPage() {
  const [queryClient] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <StayLookupPage />
    </QueryClientProvider>
  );
}

function StayLookupPage() {
  const translate = useTranslate();
  const qr = useParams().qr;
  const [lookup, setLookup] = useState<PayAheadLookupInput | null>(qr ? { qr } : null);
  const find = useMutation({
    mutationFn: (asked: PayAheadLookupInput) => callEndpoint(ONLINE.payAheadStay, { body: asked }),
  });
  const { mutate } = find;
  useEffect(() => {
    if (qr) mutate({ qr });
  }, [qr, mutate]);
  const fieldErrors =
    find.error instanceof HttpError ? (find.error.body?.errors as Record<string, string> | undefined) : undefined;
  const title = find.data?.state === 'paid' ? 'ps.pay_ahead.title_paid' : 'ps.pay_ahead.title';
  return (
    <SideLayout title={translate(title)}>
      {find.data && lookup ? (
        <>
          <StayFee stay={find.data} lookup={lookup} />
          {qr ? null : (
            <Button component={RouterLink} to={PAY_AHEAD_PATH} onClick={() => find.reset()} sx={{ mt: 2 }}>
              {translate('ps.pay_ahead.another')}
            </Button>
          )}
        </>
      ) : qr && find.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
          <CircularProgress />
        </Box>
      ) : (
        <>
          <FailureAlert error={fieldErrors ? null : find.error} fallback="ps.pay_ahead.not_found" sx={{ mt: 2 }} />
          {qr ? null : (
            <StayFinder
              busy={find.isPending}
              errors={fieldErrors}
              onFind={(asked) => {
                setLookup(asked);
                find.mutate(asked);
              }}
            />
          )}
        </>
      )}
    </SideLayout>
  );
}
