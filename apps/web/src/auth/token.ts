import { useSyncExternalStore } from 'react';

/** The session token lives in localStorage under 'token', as the seeds name it. */
const TOKEN_KEY = 'token';

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

// Another tab logging in or out changes what this tab may show.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_KEY || event.key === null) notify();
  });
}

export function getToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  notify();
}

/** Forgets the token only (a 401 on the profile call: the seeds remove it silently). */
export function removeToken(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
  } finally {
    notify();
  }
}

/** Clears all local storage without reloading (the contact form's and the exam calls' 401 handling). */
export function clearStorage(): void {
  try {
    localStorage.clear();
  } finally {
    notify();
  }
}

export function isLoggedIn(): boolean {
  return getToken() !== null;
}

export function subscribeToken(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stored token, re-rendering when it is set or removed. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeToken, getToken, () => null);
}

/**
 * Logout as the seeds define it: all local storage cleared (autosaved answers too, so a shared computer never shows
 * one learner's answers to the next), then the page reloaded. The session is revoked on the server first, without
 * waiting: keepalive lets the request outlive the reload.
 */
export function logout(revoke?: (token: string) => void): void {
  const token = getToken();
  if (token && revoke) {
    try {
      revoke(token);
    } catch {
      // Revoking is a courtesy; the local logout must happen whatever the network does.
    }
  }
  localStorage.clear();
  window.location.reload();
}
