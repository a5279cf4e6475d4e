import { Navigate } from 'react-router-dom';
import { homePathFor } from '../../domain/roles';
import { readSession } from '../providers/storage';

/** "/" inside the signed-in area leads to the home of the user's role. */
export function RootRedirect() {
  return <Navigate to={homePathFor(readSession().user?.role.role_id)} replace />;
}
