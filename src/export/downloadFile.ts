import type { DownloadedFile } from '../providers/dataProvider';

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
