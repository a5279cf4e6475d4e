import {
  Box,
  type Theme,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FatooraMessage } from '../../../domain/einvoice';

/**
 * What the Authority said of a document, one row a message; its own text is English, read left to
 * right. On a phone each message stands as a block, its kind, code and category above its text: four
 * columns there would break every word.
 */
export function AuthorityMessages({ messages }: { messages: FatooraMessage[] }) {
  const translate = useTranslate();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (messages.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('ps.einvoice.documents.no_messages')}
      </Typography>
    );
  if (small)
    return (
      <Box component="ul" aria-label={translate('resources.einvoice-documents.fields.messages')} sx={{ m: 0, p: 0 }}>
        {messages.map((message, index) => (
          <Box component="li" key={index} sx={{ listStyle: 'none', py: 1, borderBottom: 1, borderColor: 'divider' }}>
            {/* Each code isolated on its own: one run of both would set its dots out of order once it wraps in Arabic. */}
            <Typography variant="caption" color="text.secondary" component="p">
              {translate(`ps.einvoice.message_types.${message.type}`)} · <bdi dir="ltr">{message.code}</bdi> ·{' '}
              <bdi dir="ltr">{message.category}</bdi>
            </Typography>
            <Typography variant="body2" dir="ltr">
              {message.message}
            </Typography>
          </Box>
        ))}
      </Box>
    );
  return (
    // The page's panels let values wrap anywhere: the short words of the first columns would break inside the word.
    <Table
      size="small"
      aria-label={translate('resources.einvoice-documents.fields.messages')}
      sx={{ overflowWrap: 'normal' }}
    >
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
            <TableCell dir="ltr" sx={{ overflowWrap: 'anywhere' }}>
              {message.message}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
