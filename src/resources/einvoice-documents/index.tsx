import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { lazy } from 'react';
import type { ResourceEntry } from '../entries';
import { guarded } from '../guarded';

/** Read-only: a signed document never changes; it is only sent again. */
export default {
  name: 'einvoice-documents',
  list: guarded(
    'list',
    lazy(() => import('./EInvoiceDocumentList')),
  ),
  show: guarded(
    'show',
    lazy(() => import('./EInvoiceDocumentShow')),
  ),
  icon: RequestQuoteIcon,
  recordRepresentation: 'number',
  menu: 'ps.menu.einvoice_documents',
} satisfies ResourceEntry;
