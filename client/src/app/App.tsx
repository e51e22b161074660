import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Toaster } from '../components/ui/toast.tsx';
import { routes } from './routes.tsx';

const router = createBrowserRouter(routes);

/** The app, with the query client main.tsx made (it asks for the session before the first render). */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  );
}
