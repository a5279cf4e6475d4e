import { Alert } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useLocation } from 'react-router-dom';
import { CredentialQrCode } from '../../components/CredentialQrCode';
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
        <CredentialQrCode token={token} />
      ) : (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {translate('ps.my_qr.missing')}
        </Alert>
      )}
    </SideLayout>
  );
}
