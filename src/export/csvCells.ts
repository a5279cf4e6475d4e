import type { RaRecord } from 'react-admin';
import { spreadsheetText } from '../../domain/spreadsheet-text';

/** How a column's value is written into the file. */
export type CsvFormat = 'text' | 'number' | 'money' | 'dateTime' | 'yesNo';

/**
 * One column of a list's CSV file. Its header is the field's label in the screen's language
 * (`resources.<resource>.fields.<source>`).
 */
export interface CsvColumn {
  source: string;
  /** Text unless said otherwise. */
  format?: CsvFormat;
  /** The resource this id points at: the cell holds that record's name, as the list shows it. */
  reference?: string;
  /** The catalog prefix of a coded value such as a status: the cell holds its translated label. */
  labels?: string;
  /** The cell's text where no format says it (a role by its id, a summary of several fields). */
  text?: (value: unknown, context: CsvContext, record: RaRecord) => string;
}

type Named = { name?: string; name_ar?: string | null };

/** What writing a cell needs from the screen: its language, the operator's zone, related records. */
export interface CsvContext {
  translate: (key: string, options?: Record<string, unknown>) => string;
  /** A record's name in the screen's language. */
  nameOf: (record: Named | undefined) => string;
  timeZone: string;
  /** Per reference column, the records it points at, by id. */
  related: Record<string, Record<string, Named>>;
}

/**
 * A date and time in the operator's zone as YYYY-MM-DD HH:mm: the form spreadsheets read as a
 * date in every language, with Western digits.
 */
export function csvDateTime(value: string | Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(value))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** The text of one cell. Numbers stay plain (no grouping, Western digits) so spreadsheets compute with them. */
export function csvCell(column: CsvColumn, record: RaRecord, context: CsvContext): string {
  const value: unknown = record[column.source];
  if (value === null || value === undefined || value === '') return '';
  if (column.reference) return spreadsheetText(context.nameOf(context.related[column.source]?.[String(value)]));
  if (column.labels) return spreadsheetText(context.translate(`${column.labels}.${String(value)}`));
  if (column.text) return spreadsheetText(column.text(value, context, record));
  switch (column.format) {
    case 'number':
      return String(Number(value));
    case 'money':
      return Number(value).toFixed(2);
    case 'dateTime':
      return csvDateTime(value as string, context.timeZone);
    case 'yesNo':
      return context.translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
    default:
      return spreadsheetText(String(value));
  }
}
