import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { isUnauthorized } from '../../api/client';
import { clearStorage } from '../../auth/token';

/** List load failures are logged and the list shows empty; a 401 clears storage and goes to /login (seed 001 section 8). */
export function useListFailure(error: unknown, what: string): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!error) return;
    console.error(`${what} failed to load`, error);
    if (isUnauthorized(error)) {
      clearStorage();
      navigate('/login');
    }
  }, [error, navigate, what]);
}
