import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FatooraMessage } from '../../../domain/einvoice';

/** What the Authority said of a document, one row a message; its own text is English, read left to right. */
export function AuthorityMessages({ messages }: { messages: FatooraMessage[] }) {
  const translate = useTranslate();
  if (messages.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('ps.einvoice.documents.no_messages')}
      </Typography>
    );
  return (
    <Table size="small" aria-label={translate('resources.einvoice-documents.fields.messages')}>
      <TableHead>
        <TableRow>
          {(['type', 'code', 'category', 'message'] as const).map((column) => (
            <TableCell key={column}>{translate(`ps.einvoice.documents.messages.${column}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {messages.map((message, index) => (
          <TableRow key={index}>
            <TableCell>{translate(`ps.einvoice.message_types.${message.type}`)}</TableCell>
            <TableCell dir="ltr">{message.code}</TableCell>
            <TableCell dir="ltr">{message.category}</TableCell>
            <TableCell dir="ltr">{message.message}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
