import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/**
 * A device's key, shown this once: the server keeps only its hash. The administrator copies it
 * into the device's settings before closing.
 */
export function DeviceKeyDialog({ deviceKey, onClose }: { deviceKey: string | null; onClose: () => void }) {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  return (
    <Dialog open={deviceKey !== null} onClose={onClose} aria-labelledby="device-key-title" maxWidth="sm" fullWidth>
      <DialogTitle id="device-key-title">{translate('ps.lane_devices.key_title')}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('ps.lane_devices.key_hint')}
        </Alert>
        <Box
          component="code"
          dir="ltr"
          aria-label={translate('ps.lane_devices.key_label')}
          sx={{ display: 'block', p: 1.5, bgcolor: 'action.hover', borderRadius: 1, wordBreak: 'break-all' }}
        >
          {deviceKey}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button
          startIcon={<ContentCopyIcon />}
          onClick={() => {
            void navigator.clipboard?.writeText(deviceKey ?? '').then(() => setCopied(true));
          }}
        >
          {translate(copied ? 'ps.lane_devices.copied' : 'ps.lane_devices.copy')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {translate('ps.lane_devices.key_done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
