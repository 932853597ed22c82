/**
 * sessionStorage that never throws (private mode, storage off): the flow keeps working for this
 * page view. The guest's details live here, per hotel, and never in the URL.
 */
export function readSession<T>(key: string): T | null {
  try {
    const text = window.sessionStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as T);
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: unknown) {
  try {
    if (value === null || value === undefined) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage unavailable or full: the values live only as long as the form.
  }
}
