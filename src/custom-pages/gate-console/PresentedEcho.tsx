import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { plateOfKey } from '../../../domain/plates';
import { PlateText } from '../../components/PlateText';
import type { Presented } from './presented';

/** A stay's plate, large, in both scripts. */
export function BigPlate({ plate_letters, plate_number }: { plate_letters: string; plate_number: string }) {
  return (
    <Box sx={{ fontSize: { xs: '1.4rem', sm: '1.75rem' } }}>
      <PlateText vehicle={{ plate_letters, plate_number }} />
    </Box>
  );
}

/** What was presented for an event, as the operator saw it: the plate, the ticket or card number; a QR value is no one's to read. */
export function PresentedEcho({ presented }: { presented: Presented }) {
  const translate = useTranslate();
  if ('plate' in presented) {
    const plate = plateOfKey(presented.plate);
    if (plate) return <BigPlate plate_letters={plate.letters} plate_number={plate.number} />;
  }
  const [kind, value] = Object.entries(presented)[0]!;
  return (
    <Typography variant="h6" component="p">
      {translate(`ps.gate_console.register.kinds.${kind}`)}
      {kind === 'qr' ? null : (
        <>
          {' '}
          <bdi dir="ltr">{value}</bdi>
        </>
      )}
    </Typography>
  );
}
