import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import '@/lib/i18n';
import { installChunkReloadHandler } from '@/lib/chunk-reload';
import { queryClient } from '@/lib/query-client';

type AppRouter = ReturnType<typeof createBrowserRouter>;

function EntryApp({ createRouter }: { createRouter: () => AppRouter }) {
  const [router] = useState(createRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

/** Starts one entry of the web app (staff, public page, guest app) with its own router. */
export function mountEntry(createRouter: () => AppRouter) {
  installChunkReloadHandler();
  const container = document.getElementById('root');
  if (!container) throw new Error('The entry page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <EntryApp createRouter={createRouter} />
    </StrictMode>,
  );
}
