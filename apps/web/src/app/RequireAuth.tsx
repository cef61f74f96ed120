import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useToken } from '../auth/token';

/** Protected routes send a visitor without a stored token to /login (seed 000 section 2.1). */
export function RequireAuth() {
  const token = useToken();
  const location = useLocation();
  if (token === null) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
