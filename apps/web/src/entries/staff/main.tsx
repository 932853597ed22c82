import '@/index.css';
import { createAppRouter } from '@/app/router';
import { mountEntry } from '@/components/shell/mount-entry';

mountEntry(createAppRouter);
