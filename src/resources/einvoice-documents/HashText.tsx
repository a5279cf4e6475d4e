import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, IconButton, Tooltip } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';

/** A document's hash as the Authority reads it: monospace, left to right, whole, with a button that copies it. */
export function HashText({ hash }: { hash: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(hash);
      notify('ps.einvoice.documents.copied', { type: 'success' });
    } catch {
      notify('ps.einvoice.documents.copy_failed', { type: 'error' });
    }
  };
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
      <Box component="code" dir="ltr" sx={{ fontFamily: 'monospace', fontSize: '0.85rem', overflowWrap: 'anywhere' }}>
        {hash}
      </Box>
      <Tooltip title={translate('ps.einvoice.documents.copy_hash')}>
        <IconButton size="small" onClick={() => void copy()} aria-label={translate('ps.einvoice.documents.copy_hash')}>
          <ContentCopyIcon fontSize="inherit" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
