import '@/index.css';
import { EntryShell } from '@/components/shell/entry-shell';
import { mountEntry } from '@/components/shell/mount-entry';
import { GuestAppLayout } from '@/entries/guest-app/guest-app-layout';
import { registerGuestAppServiceWorker } from '@/entries/guest-app/register-service-worker';
import { createGuestAppRouter } from '@/entries/guest-app/router';
import { installErrorReporting } from '@/lib/error-reporting';
import { registerFeatureFiles, type Catalogue } from '@/lib/i18n';

// Only the namespaces the guest app's routes declare (router.tsx, features/guest-app).
registerFeatureFiles(
  import.meta.glob<Catalogue>('../../locales/*/{app,guestApp,selfCheckIn}.json', {
    import: 'default',
  }),
);

// No staff token here (a guest's token names no staff user); the page path is the source.
installErrorReporting();

const router = createGuestAppRouter();
void router.start();
mountEntry(() => <EntryShell router={router} layout={GuestAppLayout} />);
registerGuestAppServiceWorker();
