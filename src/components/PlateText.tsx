import { Box } from '@mui/material';
import { formatPlateArabic, formatPlateLatin } from '../../domain/plates';

interface PlateFields {
  plate_letters: string;
  plate_number: string;
}

const plateOf = ({ plate_letters, plate_number }: PlateFields) => ({ letters: plate_letters, number: plate_number });

/** A plate in both scripts on one line, for text (an export, a printed card): `ح ب ا ١٢٣٤ | 1234 ABJ`. */
export function plateText(vehicle: PlateFields): string {
  const plate = plateOf(vehicle);
  return `${formatPlateArabic(plate)} | ${formatPlateLatin(plate)}`;
}

/**
 * A plate in both scripts on one line of a page, each script isolated so that neither the
 * screen's direction nor the other script reorders its letters and digits.
 */
export function PlateLine({ vehicle }: { vehicle: PlateFields }) {
  const plate = plateOf(vehicle);
  return (
    <bdi>
      <span dir="rtl" lang="ar">
        {formatPlateArabic(plate)}
      </span>
      {' | '}
      <span dir="ltr" lang="en">
        {formatPlateLatin(plate)}
      </span>
    </bdi>
  );
}

/** A plate as the plate itself shows it: its Arabic row over its Latin row. */
export function PlateText({ vehicle }: { vehicle: PlateFields }) {
  const plate = plateOf(vehicle);
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        flexDirection: 'column',
        alignItems: 'center',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        px: 1,
        lineHeight: 1.4,
        fontWeight: 600,
      }}
    >
      <span dir="rtl" lang="ar">
        {formatPlateArabic(plate)}
      </span>
      <span dir="ltr" lang="en">
        {formatPlateLatin(plate)}
      </span>
    </Box>
  );
}
