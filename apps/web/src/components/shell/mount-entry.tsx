import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import '@/lib/zod-without-eval';
import '@/lib/i18n';
import { installChunkReloadHandler } from '@/lib/chunk-reload';
import { queryClient } from '@/lib/query-client';

/**
 * Starts one entry of the web app (staff, public page, guest app); `App` brings its router.
 * `inTransition`: the first render yields to the browser every few milliseconds instead of
 * holding the main thread (the public page, whose first screen the server already painted: a
 * phone stays responsive while React takes over).
 */
export function mountEntry(App: ComponentType, options: { inTransition?: boolean } = {}) {
  installChunkReloadHandler();
  const container = document.getElementById('root');
  if (!container) throw new Error('The entry page has no #root element');
  const root = createRoot(container);
  const render = () =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <App />
        </QueryClientProvider>
      </StrictMode>,
    );
  if (options.inTransition) startTransition(render);
  else render();
}
