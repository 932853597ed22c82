export type RouteParams = Readonly<Record<string, string | undefined>>;

function segmentsOf(path: string) {
  return path.split('/').filter(Boolean);
}

function decode(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape stays as it is, as React Router leaves it.
    return segment;
  }
}

function matchSegments(
  pattern: readonly string[],
  path: readonly string[],
  params: Record<string, string>,
): Record<string, string> | null {
  const [head, ...patternRest] = pattern;
  const [segment, ...pathRest] = path;
  if (head === undefined) return segment === undefined ? params : null;
  const isParam = head.startsWith(':');
  const isOptional = isParam && head.endsWith('?');
  if (segment !== undefined) {
    if (isParam) {
      const name = head.slice(1, isOptional ? -1 : undefined);
      const matched = matchSegments(patternRest, pathRest, { ...params, [name]: decode(segment) });
      if (matched) return matched;
    } else if (head.toLowerCase() === segment.toLowerCase()) {
      return matchSegments(patternRest, pathRest, params);
    }
  }
  // An optional segment may also be left out: `:hotel?/login` matches `/login`.
  return isOptional ? matchSegments(patternRest, path, params) : null;
}

/**
 * Matches a pathname against a pattern of static segments, `:name` and optional `:name?`
 * segments, e.g. `/guest_app/:hotel?/login`. As in React Router, static segments ignore case, a
 * trailing slash makes no difference and parameters come decoded. null when it does not match.
 */
export function matchPath(pattern: string, pathname: string): RouteParams | null {
  return matchSegments(segmentsOf(pattern), segmentsOf(pathname), {});
}
