/** Widths of the upload's variants (apps/api images: thumb 320, medium 960, large 1920 px). */
const VARIANT_WIDTHS = { thumb: 320, medium: 960, large: 1920 } as const;
type Variant = keyof typeof VARIANT_WIDTHS;

/**
 * The slider stores each image's `large` URL (`/api/image/{id}-large.webp`); its other variants
 * sit next to it with their own name. A path in another shape has no variants: it is used alone.
 */
export function imageVariant(largePath: string, variant: Variant): string | null {
  return /-large\.webp$/.test(largePath)
    ? largePath.replace(/-large\.webp$/, `-${variant}.webp`)
    : null;
}

/** A srcset of the three variants, so a phone loads the 960 px image, not the 1920 px one. */
export function sliderSrcSet(largePath: string): string | undefined {
  if (!imageVariant(largePath, 'thumb')) return undefined;
  return (Object.keys(VARIANT_WIDTHS) as Variant[])
    .map((variant) => `${imageVariant(largePath, variant)} ${VARIANT_WIDTHS[variant]}w`)
    .join(', ');
}
