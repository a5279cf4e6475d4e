import { Navigate } from 'react-router-dom';

/** Unknown paths go to "/", which sends the user to their home (SPEC section 2). */
export function CatchAll() {
  return <Navigate to="/" replace />;
}
