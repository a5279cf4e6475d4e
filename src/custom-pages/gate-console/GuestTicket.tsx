import { Box, Stack } from '@mui/material';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslate } from 'react-admin';
import type { GateEntry } from '../../../domain/schemas/gate-operations';
import { PaperHeader, PaperRow } from '../../components/PaperRows';
import { PlateLine } from '../../components/PlateText';
import { PrintButton } from '../../components/PrintButton';
import { PrintPaper } from '../../components/PrintPaper';
import { useFormatters } from '../../i18n/useFormatters';

/**
 * A guest's ticket as the driver takes it, on the lane's 80 mm slip: its number, its QR code
 * (answered by the first answer only: a repeated event has the number alone, which the exit reads
 * as well), the plate, the area and the time in; a button prints it alone. The code prints the
 * page the guest pays ahead on, which the exit's reader takes as the ticket's own value. Loaded on demand
 * (React.lazy) with the QR library.
 */
export default function GuestTicket({
  entry,
  areaName,
}: {
  entry: GateEntry & { ticket: NonNullable<GateEntry['ticket']> };
  areaName: string;
}) {
  const translate = useTranslate();
  const { dateTime } = useFormatters();
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <PrintPaper paper="slip" label={translate('ps.gate_console.ticket.title')}>
        <PaperHeader title={translate('ps.gate_console.ticket.title')}>
          <p>
            <bdi>{areaName}</bdi>
          </p>
        </PaperHeader>
        {entry.ticket.qr ? (
          <Box sx={{ display: 'flex', justifyContent: 'center' }}>
            <QRCodeSVG
              value={entry.ticket.pay_url ?? entry.ticket.qr}
              size={256}
              level="M"
              marginSize={2}
              title={translate('ps.gate_console.ticket.qr')}
              style={{ width: '36mm', height: '36mm' }}
            />
          </Box>
        ) : null}
        <Box sx={{ textAlign: 'center', '& p': { m: 0 } }}>
          <p>{translate('ps.gate_console.ticket.number')}</p>
          <Box
            component="p"
            dir="ltr"
            sx={{
              fontWeight: 800,
              fontFamily: 'monospace',
              letterSpacing: '0.06em',
              fontSize: '2.6em',
              lineHeight: 1.2,
            }}
          >
            {entry.ticket.number}
          </Box>
        </Box>
        <PaperRow label={translate('ps.receipt.plate')}>
          <PlateLine vehicle={entry} />
        </PaperRow>
        <PaperRow label={translate('ps.receipt.entry')}>{dateTime(entry.entry_time)}</PaperRow>
      </PrintPaper>
      <PrintButton
        variant="outlined"
        size="large"
        sx={{ minHeight: 48 }}
        label={translate('ps.gate_console.ticket.print')}
      />
    </Stack>
  );
}
