import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleForm, type SimpleFormProps } from 'react-admin';

type Schema = Parameters<typeof zodResolver>[0];

/**
 * The form of every resource: checked by the entity's domain schema (the one the server checks
 * with), and asking before the user leaves it with unsaved changes.
 */
export function SchemaForm({ schema, ...props }: SimpleFormProps & { schema: Schema }) {
  return <SimpleForm noValidate resolver={zodResolver(schema)} warnWhenUnsavedChanges {...props} />;
}
