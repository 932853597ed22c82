import '@/index.css';
import '@/lib/shared-messages';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createAppRouter } from '@/app/router';
import { mountEntry } from '@/components/shell/mount-entry';

function StaffApp() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}

mountEntry(StaffApp);
