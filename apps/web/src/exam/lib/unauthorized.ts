import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { exitFullscreen } from './guards';
import { clearStorageKeepingAnswers } from './storage';

/** A 401 anywhere in an exam: storage cleared (unsent answers kept), then /login. Returns whether it was one. */
export function useUnauthorized(release?: () => void): (error: unknown) => boolean {
  const navigate = useNavigate();
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError) || error.status !== 401) return false;
      release?.();
      exitFullscreen();
      clearStorageKeepingAnswers();
      navigate('/login', { replace: true });
      return true;
    },
    [navigate, release],
  );
}
