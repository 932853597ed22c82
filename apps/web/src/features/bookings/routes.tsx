import type { RouteObject } from 'react-router';

/** /booking, /booking/create and /booking/:id (spec §2). */
export const bookingRoutes: RouteObject[] = [];
