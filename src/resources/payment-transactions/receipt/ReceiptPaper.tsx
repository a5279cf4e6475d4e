import { Box } from '@mui/material';
import { QRCodeSVG } from 'qrcode.react';
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { LanguageScope } from '../../../i18n/LanguageScope';
import type { Receipt } from '../../../providers/dataProvider';
import type { AppLocale } from '../../../providers/storage';
import { RECEIPT_CLASS, ReceiptPrintStyles } from './ReceiptPrintStyles';
import { ReceiptText } from './ReceiptText';
import type { ReceiptPaper as Paper } from './useReceiptOptions';

const MM_PER_CSS_PIXEL = 25.4 / 96;

/** The paper's measures: its width, the margin inside it on screen, the type size and the QR code's side. */
const PAPER = {
  a4: { width: '210mm', padding: '12mm', fontSize: '10.5pt', qr: '34mm' },
  slip: { width: '80mm', padding: '4mm', fontSize: '8.5pt', qr: '30mm' },
} as const;

/** How long the element is in millimetres, as it changes: the length of the slip to print. */
function useLengthMm(element: RefObject<HTMLElement | null>): number {
  const [length, setLength] = useState(0);
  useLayoutEffect(() => {
    const measured = element.current;
    if (!measured) return;
    const measure = () => setLength(Math.ceil(measured.getBoundingClientRect().height * MM_PER_CSS_PIXEL));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(measured);
    return () => observer.disconnect();
  }, [element]);
  return length;
}

/**
 * The receipt as it is printed, on screen at its paper's size: black on white whatever the
 * screen's theme. In both languages, side by side on A4 (the app's language on its reading side)
 * and one above the other on the narrow slip; the QR code once, under them.
 */
export function ReceiptPaper({ receipt, paper, languages }: { receipt: Receipt; paper: Paper; languages: AppLocale[] }) {
  const translate = useTranslate();
  const measures = PAPER[paper];
  const sideBySide = paper === 'a4' && languages.length > 1;
  const article = useRef<HTMLElement>(null);
  // One millimetre more than measured, so that rounding never pushes the last line onto a second slip.
  const slipLengthMm = useLengthMm(article) + 1;
  return (
    <>
      <ReceiptPrintStyles paper={paper} slipLengthMm={slipLengthMm} />
      <Box
        ref={article}
        component="article"
        className={RECEIPT_CLASS}
        aria-label={translate('ps.receipt.title', { number: receipt.number })}
        sx={{ width: measures.width, maxWidth: '100%', boxSizing: 'border-box', p: measures.padding, bgcolor: '#fff', color: '#000', boxShadow: 3, fontSize: measures.fontSize, lineHeight: 1.45 }}
      >
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: sideBySide ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)',
            columnGap: '10mm',
            // Stacked languages are parted by a line across the slip.
            '& > * + *': sideBySide ? undefined : { borderTop: '1px solid', pt: '3mm', mt: '3mm' },
          }}
        >
          {languages.map((language) => (
            <LanguageScope key={language} language={language} timeZone={receipt.time_zone}>
              <ReceiptText receipt={receipt} />
            </LanguageScope>
          ))}
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: '3mm' }}>
          <QRCodeSVG value={receipt.qr} size={256} level="M" marginSize={2} title={translate('ps.receipt.qr')} style={{ width: measures.qr, height: measures.qr }} />
        </Box>
      </Box>
    </>
  );
}
