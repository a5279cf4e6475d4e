import type { z } from 'zod';
import type { auditLogRecordSchema } from '../../../domain/schemas/audit-log';

/** One row of the audit log as the browser receives it (times as ISO text). */
export type AuditEntry = Omit<z.infer<typeof auditLogRecordSchema>, 'at'> & { at: string };
