import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { lazy, Suspense, useId } from 'react';
import { useTranslate } from 'react-admin';
import type { SubscriptionWithQr } from '../../providers/dataProvider';
import { SendCredential } from './SendCredential';

const QrCard = lazy(() => import('./QrCard'));

/** The QR credential just issued (an approval or a reissue), shown this once, to print or send to the subscriber. */
export function QrDialog({
  issued,
  title,
  onClose,
}: {
  issued: SubscriptionWithQr | undefined;
  title: string;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={issued !== undefined} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
      <DialogContent>
        {issued ? (
          <>
            <Suspense fallback={<CircularProgress />}>
              <QrCard subscription={issued} />
            </Suspense>
            <SendCredential issued={issued} />
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
