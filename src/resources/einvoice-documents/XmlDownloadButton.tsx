import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { downloadFile } from '../../export/downloadFile';
import type { DownloadedFile } from '../../providers/dataProvider';

/** Downloads a signed document's XML, asked with the session's token (a plain link would carry none). */
export function XmlDownloadButton({ load }: { load: () => Promise<DownloadedFile> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      downloadFile(await load(), 'application/xml;charset=utf-8');
    } catch {
      notify('ps.einvoice.documents.download_failed', { type: 'error' });
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button size="small" startIcon={<DownloadIcon />} onClick={() => void download()} disabled={loading}>
      {translate('ps.einvoice.documents.download_xml')}
    </Button>
  );
}
