import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageVariant, SLIDER_SIZES, sliderSrcSet } from '@/features/public-page/image-variants';

/** The box is sized by CSS (16:9, wider on a desktop) before the image arrives: nothing shifts. */
const SLIDE_WIDTH = 1920;
const SLIDE_HEIGHT = 1080;

const controlClasses =
  'absolute top-1/2 flex size-11 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-md outline-none hover:bg-white focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-slate-900';

/**
 * The hotel's photos, one at a time. It never moves by itself (nothing to pause, nothing that
 * slides away while someone reads); previous/next and the dots move it. The first photo is the
 * page's largest paint: eager, high priority, with a srcset so a phone takes the 960 px variant.
 */
export function HotelSlider({ images, hotel }: { images: { path: string }[]; hotel: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const count = images.length;
  if (count === 0) return null;
  const show = (next: number) => setIndex((next + count) % count);

  return (
    <section
      aria-roledescription={t('publicPage.slider.roleDescription')}
      aria-label={t('publicPage.slider.label', { hotel })}
      className="relative overflow-hidden rounded-2xl bg-slate-200"
    >
      <div className="relative aspect-video lg:aspect-[21/9]" aria-live="polite">
        {images.map((image, position) => (
          <img
            key={image.path}
            src={imageVariant(image.path, 'medium') ?? image.path}
            srcSet={sliderSrcSet(image.path)}
            sizes={SLIDER_SIZES}
            width={SLIDE_WIDTH}
            height={SLIDE_HEIGHT}
            alt={t('publicPage.slider.image', { hotel, number: position + 1, count })}
            fetchPriority={position === 0 ? 'high' : 'low'}
            loading={position === 0 ? 'eager' : 'lazy'}
            decoding={position === 0 ? 'sync' : 'async'}
            className={clsx(
              'absolute inset-0 size-full object-cover',
              position !== index && 'hidden',
            )}
          />
        ))}
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className={clsx(controlClasses, 'left-3')}
            aria-label={t('publicPage.slider.previous')}
            onClick={() => show(index - 1)}
          >
            <ChevronLeft aria-hidden className="size-6" />
          </button>
          <button
            type="button"
            className={clsx(controlClasses, 'right-3')}
            aria-label={t('publicPage.slider.next')}
            onClick={() => show(index + 1)}
          >
            <ChevronRight aria-hidden className="size-6" />
          </button>
          <div className="absolute inset-x-0 bottom-2 flex justify-center gap-1">
            {images.map((image, position) => (
              <button
                key={image.path}
                type="button"
                aria-label={t('publicPage.slider.goTo', { number: position + 1, count })}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => show(position)}
                className="group flex size-6 cursor-pointer items-center justify-center rounded-full outline-none focus-visible:ring-2 focus-visible:ring-white"
              >
                <span
                  aria-hidden
                  className={clsx(
                    'block size-2.5 rounded-full shadow ring-1 ring-slate-900/40',
                    position === index ? 'bg-white' : 'bg-white/50 group-hover:bg-white/80',
                  )}
                />
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
