import type { RouteObject } from 'react-router';

/** /calendar (spec §2). */
export const calendarRoutes: RouteObject[] = [];
