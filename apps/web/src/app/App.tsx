import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeRoot, ToastProvider } from '@bandwise/kit';
import { routes } from '../routes';
import { createQueryClient } from './queryClient';
import './global.css';

/** The site: server state (TanStack Query), the kit's theme and toasts (3 s, top right), the route table. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeRoot>
        <ToastProvider duration={3000}>
          <RouterProvider router={router} />
        </ToastProvider>
      </ThemeRoot>
    </QueryClientProvider>
  );
}
