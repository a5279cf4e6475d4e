import type { MouseEvent, ReactNode } from 'react';
import { Link, useCreatePath, useRecordContext, useResourceContext } from 'react-admin';

/**
 * The cell that names a row, as a link to the page the row opens: a click anywhere on the row
 * opens it, and from the keyboard Tab reaches this link and Enter opens it.
 */
export function RowLink({ type, children }: { type: 'show' | 'edit'; children: ReactNode }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  if (!record || !resource) return null;
  return (
    <Link
      to={createPath({ resource, id: record.id, type })}
      onClick={(event: MouseEvent) => event.stopPropagation()}
      underline="hover"
      color="inherit"
      sx={{ fontWeight: 500 }}
    >
      {children}
    </Link>
  );
}
