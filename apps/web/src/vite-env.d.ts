/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** lucide-react's one-file build (the icons reference page): the same exports as the package. */
declare module 'lucide-react/dist/cjs/lucide-react.js' {
  export * from 'lucide-react';
}
