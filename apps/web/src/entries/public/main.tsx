import '@/index.css';
import { mountEntry } from '@/components/shell/mount-entry';
import { createPublicRouter } from '@/entries/public/router';

mountEntry(createPublicRouter);
