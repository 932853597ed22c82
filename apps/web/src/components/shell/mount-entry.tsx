import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import '@/lib/i18n';
import { installChunkReloadHandler } from '@/lib/chunk-reload';
import { queryClient } from '@/lib/query-client';

/** Starts one entry of the web app (staff, public page, guest app); `App` brings its router. */
export function mountEntry(App: ComponentType) {
  installChunkReloadHandler();
  const container = document.getElementById('root');
  if (!container) throw new Error('The entry page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <App />
      </QueryClientProvider>
    </StrictMode>,
  );
}
