import { authorityOf, roleName } from '../../domain/roles';
import { writeSession } from '../providers/storage';

/** Stores a signed-in session for a role, as a successful sign-in would. */
export function signInAs(roleId: number) {
  writeSession({
    token: 'test-token',
    type: 'Bearer',
    expiresIn: 86400,
    user: {
      id: roleId,
      name: 'Test User',
      userName: 'test',
      email: 'test@demo.sa',
      avatar: '',
      authority: authorityOf(roleId),
      role: { role_id: roleId, name: roleName(roleId) },
      company_id: null,
      area_id: null,
      gate_id: null,
    },
  });
}
