import { Box } from '@mui/material';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslate } from 'ra-core';

/**
 * A subscription's QR code as its subscriber shows it at a gate from their phone: as wide as the
 * screen allows up to 320 px, on white whatever the theme, for a scanner to read.
 */
export function CredentialQrCode({ token }: { token: string }) {
  const translate = useTranslate();
  return (
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
  );
}
