import { Navigate } from 'react-router-dom';
import { useHomePath } from '../providers/useIdentity';

/** "/" inside the signed-in area leads to the home of the user's role. */
export function RootRedirect() {
  const home = useHomePath();
  return home ? <Navigate to={home} replace /> : null;
}
