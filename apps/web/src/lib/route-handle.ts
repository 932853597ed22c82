import type { Params } from 'react-router';

/** What a route declares about itself; read by the guard loader, the page title and the menu. */
export interface RouteHandle {
  /** e.g. `['auth', 'permission:manageHotel']`; children inherit their parents' guards. */
  guards?: readonly string[];
  /**
   * Translation namespaces (feature files) this route's screens need; its loader loads them
   * before the route renders. Declare them where the texts are used: layouts for their menus.
   */
  namespaces?: readonly string[];
  /** i18n key of the page title. */
  titleKey?: string;
  /** A validity check on the URL params; failing it shows the 404 page. */
  isValid?: (params: Params) => boolean;
}

/** Body of a route error thrown by guards and validity checks, rendered by the error page. */
export interface RouteErrorData {
  messageKeys: string[];
  params?: Record<string, string>;
}
