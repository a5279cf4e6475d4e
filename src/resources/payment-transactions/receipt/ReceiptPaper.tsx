import { Box } from '@mui/material';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslate } from 'react-admin';
import { type Paper, PrintPaper } from '../../../components/PrintPaper';
import { InLanguages } from '../../../components/InLanguages';
import type { Receipt } from '../../../providers/dataProvider';
import type { AppLocale } from '../../../providers/storage';
import { ReceiptText } from './ReceiptText';

/** The QR code's side on each paper. */
const QR_SIDE: Record<Paper, string> = { a4: '34mm', slip: '30mm' };

/**
 * The receipt as it is printed, the back office's and the lane's alike. In both languages, side by
 * side on A4 (the app's language on its reading side) and one above the other on the narrow slip;
 * the QR code once, under them, or, on a tax invoice the Authority has not cleared yet, that it
 * is not to be handed over.
 */
export function ReceiptPaper({
  receipt,
  paper,
  languages,
}: {
  receipt: Receipt;
  paper: Paper;
  languages: AppLocale[];
}) {
  const translate = useTranslate();
  return (
    <PrintPaper paper={paper} label={translate('ps.receipt.title', { number: receipt.number })}>
      <InLanguages languages={languages} timeZone={receipt.time_zone} sideBySide={paper === 'a4'}>
        <ReceiptText receipt={receipt} />
      </InLanguages>
      <Box sx={{ display: 'flex', justifyContent: 'center', mt: '3mm' }}>
        {receipt.einvoice && !receipt.einvoice.released ? (
          <Box
            component="p"
            role="status"
            sx={{ m: 0, p: '2mm', border: '1px dashed', textAlign: 'center', fontWeight: 700 }}
          >
            {translate('ps.receipt.awaiting_clearance')}
          </Box>
        ) : (
          <QRCodeSVG
            value={receipt.qr}
            size={256}
            level="M"
            marginSize={2}
            title={translate('ps.receipt.qr')}
            style={{ width: QR_SIDE[paper], height: QR_SIDE[paper] }}
          />
        )}
      </Box>
    </PrintPaper>
  );
}
