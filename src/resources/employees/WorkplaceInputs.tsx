import { useWatch } from 'react-hook-form';
import { ReferenceInput, SelectInput, useRecordContext } from 'react-admin';
import { ROLE, type RoleId } from '../../../domain/roles';
import { LocalizedName, useLocalizedNameSort } from '../../components/LocalizedName';
import { AreaGateInputs } from './AreaGateInputs';
import { useManagedRoles, useRoleChoices } from './useRoles';

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
  const nameSort = useLocalizedNameSort();
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
      {roleId === ROLE.companyManager ? (
        <ReferenceInput
          source="company_id"
          reference="companies"
          sort={{ field: nameSort, order: 'ASC' }}
          perPage={200}
        >
          <SelectInput optionText={<LocalizedName />} isRequired />
        </ReferenceInput>
      ) : null}
      {roleId === ROLE.validator ? (
        <ReferenceInput
          source="merchant_id"
          reference="merchants"
          sort={{ field: nameSort, order: 'ASC' }}
          perPage={200}
        >
          <SelectInput optionText={<LocalizedName />} isRequired />
        </ReferenceInput>
      ) : null}
    </>
  );
}
