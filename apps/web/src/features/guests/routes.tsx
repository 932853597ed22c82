import type { RouteObject } from 'react-router';

/** /guests (spec §2). */
export const guestRoutes: RouteObject[] = [];
