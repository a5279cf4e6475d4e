import { ONLINE_CHANNELS } from '../../../domain/online-payment';
import { CLOSE_METHODS, type DailyClose } from '../../../domain/schemas/daily-close';
import { csvFile, csvLine as line, csvMoney as money, csvText as text } from '../../core/csv-file';

const HEADERS = [
  'Area',
  'Area (Arabic)',
  'Z reports',
  'Cash counted (SAR)',
  'Cash difference (SAR)',
  ...CLOSE_METHODS.map((method) => `${method} (SAR)`),
  ...ONLINE_CHANNELS.map((channel) => `online ${channel} (SAR)`),
  'online unreported channel (SAR)',
  'Total (SAR)',
];

function cells(figures: DailyClose['totals']): Array<string | number> {
  return [
    figures.z_reports,
    money(figures.cash_counted),
    money(figures.cash_difference),
    ...CLOSE_METHODS.map((method) => money(figures.by_method[method])),
    ...ONLINE_CHANNELS.map((channel) => money(figures.online_by_channel[channel])),
    money(figures.online_by_channel.unreported),
    money(figures.total),
  ];
}

/** The day's close as a file for the accounting system: a line per area, then the total; English headers, money with two decimals. */
export function dailyCloseCsv(close: DailyClose): string {
  return csvFile([
    line(HEADERS),
    ...close.areas.map((area) => line([text(area.name), text(area.name_ar), ...cells(area)])),
    line(['Total', '', ...cells(close.totals)]),
  ]);
}

export const dailyCloseFileName = (close: DailyClose) => `daily-close-${close.day}.csv`;
