import '@/index.css';
import { mountEntry } from '@/components/shell/mount-entry';
import { createGuestAppRouter } from '@/entries/guest-app/router';

mountEntry(createGuestAppRouter);
