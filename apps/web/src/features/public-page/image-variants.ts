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

/** How wide the slider shows: the page's width less its padding, at most 992 px. */
export const SLIDER_SIZES = '(min-width: 1024px) 992px, calc(100vw - 2rem)';

/**
 * Asks for the first slide as soon as the hotel's answer is there, before React renders the page:
 * it is the page's largest paint, and on a slow phone rendering takes a while.
 */
export function preloadFirstSlide(slider: readonly { path: string }[]) {
  const first = slider[0];
  if (!first || document.head.querySelector('link[data-first-slide]')) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.setAttribute('fetchpriority', 'high');
  link.href = imageVariant(first.path, 'medium') ?? first.path;
  const srcSet = sliderSrcSet(first.path);
  if (srcSet) {
    link.setAttribute('imagesrcset', srcSet);
    link.setAttribute('imagesizes', SLIDER_SIZES);
  }
  link.dataset.firstSlide = '';
  document.head.append(link);
}
