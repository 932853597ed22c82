import '@/index.css';
import '@/lib/shared-messages';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createAppRouter } from '@/app/router';
import { mountEntry } from '@/components/shell/mount-entry';
import { registerFeatureFiles, type Catalogue } from '@/lib/i18n';

// Every feature's texts: the staff app's routes may ask for any of them.
registerFeatureFiles(import.meta.glob<Catalogue>('../../locales/*/*.json', { import: 'default' }));

function StaffApp() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}

mountEntry(StaffApp);
