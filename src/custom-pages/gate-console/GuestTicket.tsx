import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, Stack, Typography } from '@mui/material';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslate } from 'react-admin';
import type { GateEntry } from '../../../domain/schemas/gate-operations';
import { PlateText } from '../../components/PlateText';
import { PrintOnly } from '../../components/PrintOnly';
import { useFormatters } from '../../i18n/useFormatters';

const TICKET_CLASS = 'gate-guest-ticket';

/**
 * A guest's ticket as the driver takes it: its number, its QR code (answered by the first answer
 * only: a repeated event has the number alone, which the exit reads as well), the plate, the area
 * and the time in; a button prints it alone. Loaded on demand (React.lazy) with the QR library.
 */
export default function GuestTicket({ entry, areaName }: { entry: GateEntry & { ticket: NonNullable<GateEntry['ticket']> }; areaName: string }) {
  const translate = useTranslate();
  const { dateTime } = useFormatters();
  const title = translate('ps.gate_console.ticket.title');
  return (
    <Box className={TICKET_CLASS} component="section" aria-label={title} sx={{ textAlign: 'center', bgcolor: 'background.paper', borderRadius: 2, p: 2 }}>
      <PrintOnly className={TICKET_CLASS} />
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="overline" component="p" sx={{ fontWeight: 700, lineHeight: 1.5 }}>
          {title} · <bdi>{areaName}</bdi>
        </Typography>
        {entry.ticket.qr ? (
          <Box sx={{ p: 1, bgcolor: '#fff', borderRadius: 1, lineHeight: 0 }}>
            <QRCodeSVG value={entry.ticket.qr} size={168} level="M" marginSize={2} title={translate('ps.gate_console.ticket.qr')} />
          </Box>
        ) : null}
        <Typography variant="body2" color="text.secondary">
          {translate('ps.gate_console.ticket.number')}
        </Typography>
        <Typography variant="h3" component="p" dir="ltr" sx={{ fontWeight: 800, fontFamily: 'monospace', letterSpacing: '0.06em', fontSize: { xs: '2.25rem', sm: '3rem' } }}>
          {entry.ticket.number}
        </Typography>
        <PlateText vehicle={entry} />
        <Typography variant="body2">{translate('ps.gate_console.ticket.entered_at', { time: dateTime(entry.entry_time) })}</Typography>
        <Button className="no-print" variant="outlined" size="large" startIcon={<PrintIcon />} onClick={() => window.print()} sx={{ minHeight: 48 }}>
          {translate('ps.gate_console.ticket.print')}
        </Button>
      </Stack>
    </Box>
  );
}
