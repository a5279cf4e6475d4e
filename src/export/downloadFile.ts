import { downloadCSV } from 'react-admin';
import type { DownloadedFile } from '../providers/dataProvider';

/** Excel reads a CSV file as UTF-8 only when it starts with this mark, which reading the answer as text took off. */
const BYTE_ORDER_MARK = '\ufeff';

/** Saves a file the API answered as the browser's download, as react-admin's downloadCSV does for a CSV. */
export function downloadFile({ text, fileName }: DownloadedFile, type: string) {
  const link = document.createElement('a');
  const url = URL.createObjectURL(new Blob([text], { type }));
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has taken the file by the next task; the object URL would otherwise live as long as the page.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves a CSV file the API answered, its byte-order mark put back for Excel. */
export function downloadCsvFile({ text, fileName }: DownloadedFile) {
  downloadCSV(BYTE_ORDER_MARK + text.replace(/^\ufeff/, ''), fileName.replace(/\.csv$/, ''));
}
