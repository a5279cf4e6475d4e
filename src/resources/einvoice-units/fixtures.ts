import type { EInvoiceUnit } from '../../providers/dataProvider';

/** A unit of area 1 just made: a key and a request, nothing from the Authority yet. */
export function unit(overrides: Partial<EInvoiceUnit> = {}): EInvoiceUnit {
  return {
    id: 3,
    area_id: 1,
    common_name: 'PS-EGS-1',
    serial_number: '1-ParkingSystem|2-1.0|3-3',
    invoice_types: '1100',
    environment: 'simulator',
    status: 'new',
    compliance_checks: {},
    certificate_expires_at: null,
    counter: 0,
    last_hash: 'NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==',
    created_at: '2026-11-20T09:00:00.000Z',
    updated_at: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}
