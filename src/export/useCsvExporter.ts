import jsonExport from 'jsonexport/dist/index.js';
import { useCallback } from 'react';
import { downloadCSV, type Exporter, type RaRecord, useTranslate } from 'react-admin';
import { useLocalizedName } from '../components/LocalizedName';
import { useOperatorTimeZone } from '../providers/operatorTimeZone';
import { type CsvColumn, csvCell, type CsvContext } from './csvCells';

/** Excel reads a CSV file as UTF-8 (Arabic included) only when it starts with this mark. */
const BYTE_ORDER_MARK = '\ufeff';

/**
 * The exporter of every list: the declared columns, headed in the screen's language, with times
 * in the operator's zone, money with two decimals and ids written as the names the list shows.
 */
export function useCsvExporter(columns: readonly CsvColumn[]): Exporter {
  const translate = useTranslate();
  const nameOf = useLocalizedName();
  const timeZone = useOperatorTimeZone();
  return useCallback<Exporter>(
    async (records: RaRecord[], fetchRelatedRecords, _dataProvider, resource = 'export') => {
      const references = columns.filter((column) => column.reference);
      const related = Object.fromEntries(
        await Promise.all(
          references.map(
            async (column) =>
              [column.source, await fetchRelatedRecords(records, column.source, column.reference!)] as const,
          ),
        ),
      );
      const context: CsvContext = { translate, nameOf, timeZone, related };
      const rows = records.map((record) =>
        Object.fromEntries(columns.map((column) => [column.source, csvCell(column, record, context)])),
      );
      const csv = await jsonExport(rows, {
        headers: columns.map((column) => column.source),
        rename: columns.map((column) => translate(`resources.${resource}.fields.${column.source}`)),
        endOfLine: '\r\n',
      });
      downloadCSV(BYTE_ORDER_MARK + csv, resource);
    },
    [columns, translate, nameOf, timeZone],
  );
}
