import '@/index.css';
import { EntryShell } from '@/components/shell/entry-shell';
import { mountEntry } from '@/components/shell/mount-entry';
import { adoptEmbeddedHotel, hasServerPaint } from '@/entries/public/embedded-hotel';
import { createPublicRouter, PublicLayout } from '@/entries/public/router';
import { registerFeatureFiles, type Catalogue } from '@/lib/i18n';

// Only the namespaces the public page's routes declare (router.tsx, features/public-page).
registerFeatureFiles(
  import.meta.glob<Catalogue>('../../locales/*/{app,publicPage,publicBooking}.json', {
    import: 'default',
  }),
);

adoptEmbeddedHotel();
const router = createPublicRouter();
const started = router.start();
const App = () => <EntryShell router={router} layout={PublicLayout} />;
// The server painted the hotel already: React takes over once the page is ready to show, not
// with a spinner in between, and without holding the main thread while it does.
if (hasServerPaint()) {
  const mount = () => mountEntry(App, { inTransition: true });
  void started.then(mount, mount);
} else {
  mountEntry(App);
}
