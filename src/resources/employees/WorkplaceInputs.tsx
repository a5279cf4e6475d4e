import { useWatch } from 'react-hook-form';
import { ReferenceInput, SelectInput, useRecordContext } from 'react-admin';
import { ROLE, type RoleId } from '../../../domain/roles';
import { LocalizedName, useLocalizedNameSort } from '../../components/LocalizedName';
import { AreaGateInputs } from './AreaGateInputs';
import { useManagedRoles, useRoleChoices } from './useRoles';

/** Whom the account works for, chosen by name in the screen's language. */
function EmployerInput({ source, reference }: { source: string; reference: string }) {
  const nameSort = useLocalizedNameSort();
  return (
    <ReferenceInput source={source} reference={reference} sort={{ field: nameSort, order: 'ASC' }} perPage={200}>
      <SelectInput optionText={<LocalizedName />} isRequired />
    </ReferenceInput>
  );
}

/**
 * The role and where it works: a gate employee at a gate of an area (both required), a company
 * manager for a company, a validator for a merchant. The roles offered are those the signed-in user may give (a super admin
 * role only to a super admin), plus the account's own role when it is another.
 */
export function WorkplaceInputs({ ownAccount }: { ownAccount: boolean }) {
  const record = useRecordContext<{ role_id: RoleId }>();
  const managed = useManagedRoles();
  const roleId = useWatch({ name: 'role_id' }) as number | undefined;
  const offered = record && !managed.includes(record.role_id) ? [...managed, record.role_id] : managed;
  const choices = useRoleChoices([...offered].sort());
  return (
    <>
      <SelectInput
        source="role_id"
        choices={choices}
        isRequired
        readOnly={ownAccount}
        helperText={ownAccount ? 'ps.employees.own_account' : undefined}
      />
      <AreaGateInputs required={roleId === ROLE.gateEmployee} />
      {roleId === ROLE.companyManager ? <EmployerInput source="company_id" reference="companies" /> : null}
      {roleId === ROLE.validator ? <EmployerInput source="merchant_id" reference="merchants" /> : null}
    </>
  );
}
