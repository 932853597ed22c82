/** Escapes a text for an HTML attribute in double quotes. */
const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The address of a hotel's booking page on this installation. */
export function publicPageUrl(origin: string, symbolCode: string): string {
  return `${origin}/public/${encodeURIComponent(symbolCode)}`;
}

/** The iframe a hotel pastes into its own website: full width, tall enough for the flow. */
export function embedSnippet(url: string, title: string): string {
  return (
    `<iframe src="${attribute(url)}" title="${attribute(title)}" ` +
    `style="width: 100%; min-height: 900px; border: 0;" loading="lazy"></iframe>`
  );
}
