import { Alert } from '@mui/material';
import {
  BooleanInput,
  PasswordInput,
  TextInput,
  useGetIdentity,
  useRecordContext,
  useTranslate,
  type SimpleFormProps,
} from 'react-admin';
import { localSaudiMobile } from '../../../domain/phone';
import { ROLE, type RoleId } from '../../../domain/roles';
import { employeeCreateSchema, employeeUpdateSchema } from '../../../domain/schemas/employee';
import { FormSection } from '../../components/FormSection';
import { SchemaForm } from '../../components/SchemaForm';
import { useManagedRoles } from './useRoles';
import { WorkplaceInputs } from './WorkplaceInputs';

/** Text written left to right in Arabic pages too (usernames, addresses, numbers). */
const LEFT_TO_RIGHT = { htmlInput: { dir: 'ltr' } } as const;

/**
 * Whether the signed-in user may change the account in context, and whether it is their own:
 * both decide what the form offers (the server decides the same again).
 */
export function useAccountAccess() {
  const record = useRecordContext<{ id: number; role_id: RoleId }>();
  const managed = useManagedRoles();
  const { identity } = useGetIdentity();
  return {
    canChange: !record || managed.includes(record.role_id),
    ownAccount: Boolean(record && identity && record.id === identity.id),
  };
}

/**
 * One form for create and edit, checked by the server's schemas: create asks for the password
 * twice, edit has none (the password changes in its own dialog). An account the user may not
 * change is shown read-only, and one's own account keeps its role and stays active.
 */
export function EmployeeForm({
  creating = false,
  ...props
}: Omit<SimpleFormProps, 'children'> & { creating?: boolean }) {
  const translate = useTranslate();
  const { canChange, ownAccount } = useAccountAccess();
  const managed = useManagedRoles();
  const defaultRole = managed.includes(ROLE.gateEmployee) ? ROLE.gateEmployee : managed[0];
  return (
    <SchemaForm
      schema={creating ? employeeCreateSchema : employeeUpdateSchema}
      defaultValues={{
        role_id: defaultRole,
        is_active: true,
        is_email_verified: false,
        area_id: null,
        gate_id: null,
        company_id: null,
      }}
      {...props}
      disabled={!canChange}
      toolbar={canChange ? props.toolbar : false}
    >
      {canChange ? null : (
        <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
          {translate('ps.employees.read_only')}
        </Alert>
      )}
      <FormSection title="ps.employees.sections.account">
        <TextInput source="name" isRequired autoComplete="off" />
        <TextInput source="username" isRequired autoComplete="off" slotProps={LEFT_TO_RIGHT} />
        <TextInput source="email" type="email" isRequired autoComplete="off" slotProps={LEFT_TO_RIGHT} />
        <TextInput
          source="phone"
          type="tel"
          isRequired
          placeholder="05XXXXXXXX"
          autoComplete="off"
          format={(phone: string | null) => (phone ? localSaudiMobile(phone) : '')}
          slotProps={LEFT_TO_RIGHT}
        />
      </FormSection>
      {creating ? (
        <FormSection title="ps.employees.sections.password">
          <PasswordInput
            source="password"
            isRequired
            autoComplete="new-password"
            helperText="ps.employees.password_hint"
          />
          <PasswordInput source="password_confirmation" isRequired autoComplete="new-password" />
        </FormSection>
      ) : null}
      <FormSection title="ps.employees.sections.workplace">
        <WorkplaceInputs ownAccount={ownAccount} />
      </FormSection>
      <FormSection title="ps.employees.sections.status">
        <BooleanInput
          source="is_active"
          readOnly={ownAccount}
          helperText={ownAccount ? 'ps.employees.own_account' : false}
        />
        <BooleanInput source="is_email_verified" helperText={false} />
      </FormSection>
    </SchemaForm>
  );
}
