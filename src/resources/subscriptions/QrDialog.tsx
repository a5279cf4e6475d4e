import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { lazy, Suspense, useId } from 'react';
import { useTranslate } from 'react-admin';
import type { SubscriptionWithQr } from '../../providers/dataProvider';

const QrCard = lazy(() => import('./QrCard'));

/** The QR credential just issued (an approval or a reissue), shown this once, with its print view. */
export function QrDialog({ issued, title, onClose }: { issued: SubscriptionWithQr | undefined; title: string; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={issued !== undefined} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
      <DialogContent>
        {issued ? (
          <Suspense fallback={<CircularProgress aria-label={translate('ra.page.loading')} />}>
            <QrCard subscription={issued} />
          </Suspense>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
