import { API_VERSION } from '@hotel/shared/contracts/api-keys';
import { API_BASE_URL } from '@/lib/api-base-url';

/** Where keys call the API (`/api/v1`), as a path the browser resolves against this origin. */
export const API_V1_PATH = `${API_BASE_URL}/${API_VERSION}`;
/** The interactive reference (Scalar), served by the API and frameable by this origin. */
// With the slash: Scalar answers `/docs` with a redirect to `/docs/`.
export const API_V1_DOCS_PATH = `${API_V1_PATH}/docs/`;
/** The OpenAPI document of the calls keys can use. */
export const API_V1_OPENAPI_PATH = `${API_V1_PATH}/openapi.json`;

/** The whole address a hotel's system calls: `https://pms.example.com/api/v1`. */
export function apiV1Address(origin: string = window.location.origin): string {
  return new URL(API_V1_PATH, origin).href;
}
