import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppFrame } from './AppFrame.tsx';
import { routes } from './routes.tsx';

const router = createBrowserRouter(routes);

/** The app, with the query client main.tsx made (it asks for the session before the first render). */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppFrame queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppFrame>
  );
}
