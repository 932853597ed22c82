import '@/index.css';
import { EntryShell } from '@/components/shell/entry-shell';
import { mountEntry } from '@/components/shell/mount-entry';
import { GuestAppLayout } from '@/entries/guest-app/guest-app-layout';
import { registerGuestAppServiceWorker } from '@/entries/guest-app/register-service-worker';
import { createGuestAppRouter } from '@/entries/guest-app/router';

const router = createGuestAppRouter();
void router.start();
mountEntry(() => <EntryShell router={router} layout={GuestAppLayout} />);
registerGuestAppServiceWorker();
