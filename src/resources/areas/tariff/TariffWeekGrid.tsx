import { Box, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { minuteOfDay } from '../../../../domain/tariff-windows';
import { useFormatters } from '../../../i18n/useFormatters';
import type { TariffVersionJson } from '../../../providers/dataProvider';

const WEEK = [0, 1, 2, 3, 4, 5, 6];
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const hourText = (hour: number) => `${hour}:00`;

/** The peak window holding during some of an hour of a weekday, if any: windows of one day never meet. */
function peakAt(peaks: TariffVersionJson['peaks'], day: number, hour: number) {
  return peaks.find(
    (peak) =>
      peak.days.includes(day) && minuteOfDay(peak.starts_at) < (hour + 1) * 60 && hour * 60 < minuteOfDay(peak.ends_at),
  );
}

/** The week of a version, a column a day and a row an hour, its peak hours shaded with their hourly fee. */
export function TariffWeekGrid({ peaks }: { peaks: TariffVersionJson['peaks'] }) {
  const translate = useTranslate();
  const { clock, money, number, weekday } = useFormatters();
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box
        component="table"
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          tableLayout: 'fixed',
          typography: 'caption',
          '& th, & td': { border: 1, borderColor: 'divider', p: 0.25, textAlign: 'center', height: 22 },
          // A fixed table takes its widths from the first row: the hours' header sets their column.
          '& thead th': { overflowWrap: 'anywhere' },
          '& thead th:first-of-type': { width: '3.5rem', overflowWrap: 'normal' },
          '& tbody th': { fontWeight: 400, color: 'text.secondary' },
        }}
      >
        <caption>
          <Typography variant="body2" sx={{ textAlign: 'start', mb: 1 }}>
            {translate('ps.tariff.calendar.legend')}
          </Typography>
        </caption>
        <thead>
          <tr>
            <th scope="col">{translate('ps.tariff.calendar.hour')}</th>
            {WEEK.map((day) => (
              // A phone's column holds a letter or two: the whole name is the header's name and its tooltip.
              <th key={day} scope="col" title={weekday(day)} aria-label={weekday(day)}>
                <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                  {weekday(day)}
                </Box>
                <Box component="span" sx={{ display: { sm: 'none' } }}>
                  {weekday(day, 'narrow')}
                </Box>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {HOURS.map((hour) => (
            <tr key={hour}>
              <th scope="row">{clock(hourText(hour))}</th>
              {WEEK.map((day) => {
                const peak = peakAt(peaks, day, hour);
                const label = translate(peak ? 'ps.tariff.calendar.peak_cell' : 'ps.tariff.calendar.base_cell', {
                  day: weekday(day),
                  hour: clock(hourText(hour)),
                  fee: peak ? money(peak.hourly_fee) : '',
                });
                return (
                  <Box
                    component="td"
                    key={day}
                    aria-label={label}
                    title={label}
                    data-peak={peak ? 'true' : undefined}
                    sx={
                      peak
                        ? { bgcolor: (theme) => alpha(theme.palette.warning.main, 0.35), fontWeight: 600 }
                        : undefined
                    }
                  >
                    {peak ? number(peak.hourly_fee) : null}
                  </Box>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
