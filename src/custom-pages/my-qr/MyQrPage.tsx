import { Alert, Box } from '@mui/material';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslate } from 'ra-core';
import { useLocation } from 'react-router-dom';
import { SideLayout } from '../auth/SideLayout';

/**
 * The subscriber's QR code, opened from the link of the chat message that could not carry the
 * image: the token is after the `#`, so it reaches this page and never a server or its logs.
 */
export function MyQrPage() {
  const translate = useTranslate();
  const token = decodeURIComponent(useLocation().hash.slice(1));
  return (
    <SideLayout title={translate('ps.my_qr.title')} subtitle={token ? translate('ps.my_qr.hint') : undefined}>
      {token ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Box sx={{ p: 1.5, bgcolor: '#fff', borderRadius: 1, width: '100%', maxWidth: 320 }}>
            <QRCodeSVG
              value={token}
              size={296}
              level="M"
              marginSize={2}
              title={translate('ps.my_qr.title')}
              style={{ width: '100%', height: 'auto', display: 'block' }}
            />
          </Box>
        </Box>
      ) : (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {translate('ps.my_qr.missing')}
        </Alert>
      )}
    </SideLayout>
  );
}
