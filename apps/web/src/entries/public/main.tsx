import '@/index.css';
import { EntryShell } from '@/components/shell/entry-shell';
import { mountEntry } from '@/components/shell/mount-entry';
import { adoptEmbeddedHotel } from '@/entries/public/embedded-hotel';
import { createPublicRouter, PublicLayout } from '@/entries/public/router';

adoptEmbeddedHotel();
const router = createPublicRouter();
void router.start();
mountEntry(() => <EntryShell router={router} layout={PublicLayout} />);
