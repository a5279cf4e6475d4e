import type { EInvoiceDocument } from '../../providers/dataProvider';

/** A simplified invoice of unit 3 for payment 41, reported at the first attempt. */
export function document(overrides: Partial<EInvoiceDocument> = {}): EInvoiceDocument {
  return {
    id: 7,
    unit_id: 3,
    unit_name: 'PS-EGS-1',
    area_id: 1,
    counter: 12,
    number: 'PS-3-000012',
    uuid: '3cf5ee18-ee25-44ea-a444-2c37ba7f28be',
    kind: 'simplified',
    type: 'invoice',
    payment_transaction_id: 41,
    corrects_id: null,
    issued_at: '2026-03-01T20:59:00.000Z',
    total: 11,
    vat: 1.43,
    previous_hash: 'NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==',
    hash: 'ZDUxNmVhMjJmMWIzMjcwNjJiYjc2YzNmMDM3NGE3YzY5MTYyODY5ZmFhNjJhNzZhN2QyZDNhNjRjNjY3YmI0Yw==',
    qr: 'AQ==',
    status: 'reported',
    attempts: 1,
    next_attempt_at: '2026-03-01T20:59:00.000Z',
    answered_at: '2026-03-01T20:59:05.000Z',
    http_status: 200,
    messages: [],
    ...overrides,
  };
}
