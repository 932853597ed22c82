/** '#1d4ed8' → [29, 78, 216]; null for anything that is not a 6-digit hex colour. */
export function hexToRgb(hex: string | undefined | null): [number, number, number] | null {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex ?? '');
  if (!match) return null;
  return [parseInt(match[1]!, 16), parseInt(match[2]!, 16), parseInt(match[3]!, 16)];
}

/**
 * Makes a colour the primary colour of the whole document (portals such as popovers included).
 * Returns the function that restores the previous colour.
 */
export function applyPrimaryColor(rgb: [number, number, number]) {
  const style = document.documentElement.style;
  const names = ['--primary-r', '--primary-g', '--primary-b', '--primary-rgb'] as const;
  const previous = names.map((name) => style.getPropertyValue(name));
  const [r, g, b] = rgb;
  style.setProperty('--primary-r', String(r));
  style.setProperty('--primary-g', String(g));
  style.setProperty('--primary-b', String(b));
  // --primary-rgb is resolved where it is declared, so it must be set again, not inherited.
  style.setProperty('--primary-rgb', `${r} ${g} ${b}`);
  return () => names.forEach((name, index) => style.setProperty(name, previous[index] ?? ''));
}
