import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/index.css';
import '@/lib/i18n';
import { App } from '@/app/app';
import { installChunkReloadHandler } from '@/lib/chunk-reload';

installChunkReloadHandler();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
