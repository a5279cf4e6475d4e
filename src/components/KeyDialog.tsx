import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/** Whose key a dialog shows: the catalog section its texts are in. */
export type KeyMessages = 'ps.lane_devices' | 'ps.integrators';

/**
 * A machine's key (a lane device's, an integrator's), shown this once: the server keeps only its
 * hash. The administrator copies it to where it is used before closing.
 */
export function KeyDialog({
  secret,
  messages,
  onClose,
}: {
  secret: string | null;
  messages: KeyMessages;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  return (
    <Dialog open={secret !== null} onClose={onClose} aria-labelledby="secret-key-title" maxWidth="sm" fullWidth>
      <DialogTitle id="secret-key-title">{translate(`${messages}.key_title`)}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate(`${messages}.key_hint`)}
        </Alert>
        <Box
          component="code"
          dir="ltr"
          aria-label={translate(`${messages}.key_label`)}
          sx={{ display: 'block', p: 1.5, bgcolor: 'action.hover', borderRadius: 1, wordBreak: 'break-all' }}
        >
          {secret}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button
          startIcon={<ContentCopyIcon />}
          onClick={() => {
            void navigator.clipboard?.writeText(secret ?? '').then(() => setCopied(true));
          }}
        >
          {translate(copied ? `${messages}.copied` : `${messages}.copy`)}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {translate(`${messages}.key_done`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
