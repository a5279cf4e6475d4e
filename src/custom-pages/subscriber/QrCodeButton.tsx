import QrCodeIcon from '@mui/icons-material/QrCode2';
import { FailureAlert } from '../../components/FailureAlert';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslate } from 'ra-core';
import { SUBSCRIBER_PORTAL_ENDPOINTS as PORTAL } from '../../../domain/endpoints/subscriber-portal';
import { SUBSCRIBER_SESSION_HEADER } from '../../../domain/schemas/subscriber-portal';
import { CredentialQrCode } from '../../components/CredentialQrCode';
import { callEndpoint } from '../../providers/endpoints';

/**
 * The subscriber's QR code for the gates: the product keeps only a code's hash, so showing it
 * issues a new one, and the one they had stops working; they confirm that first.
 */
export function QrCodeButton({ subscriptionId, token }: { subscriptionId: number; token: string }) {
  const translate = useTranslate();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const issue = useMutation({
    mutationFn: () =>
      callEndpoint(PORTAL.qrCode, { params: { id: subscriptionId }, headers: { [SUBSCRIBER_SESSION_HEADER]: token } }),
  });
  const close = () => {
    setOpen(false);
    issue.reset();
  };
  return (
    <>
      <Button startIcon={<QrCodeIcon />} onClick={() => setOpen(true)} sx={{ mt: 1 }}>
        {translate('ps.subscriber.qr')}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <DialogTitle id={titleId}>{translate('ps.subscriber.qr')}</DialogTitle>
        <DialogContent>
          {issue.data ? (
            <Box>
              <DialogContentText>{translate('ps.subscriber.qr_shown')}</DialogContentText>
              <CredentialQrCode token={issue.data.qr_token} />
            </Box>
          ) : (
            <DialogContentText>{translate('ps.subscriber.qr_replaces')}</DialogContentText>
          )}
          <FailureAlert error={issue.error} fallback="ps.subscriber.qr_failed" sx={{ mt: 2 }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('ra.action.close')}</Button>
          {issue.data ? null : (
            <Button variant="contained" loading={issue.isPending} onClick={() => issue.mutate()}>
              {translate('ps.subscriber.qr_issue')}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
