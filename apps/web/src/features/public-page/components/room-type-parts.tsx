import { Baby, BedDouble, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PublicRoomType } from '@hotel/shared/contracts/public-booking';

/** The room type's first photo, sized before it loads (no layout shift), lazily below the fold. */
export function RoomTypePhoto({ roomType }: { roomType: PublicRoomType }) {
  const { t } = useTranslation();
  const image = roomType.images[0];
  if (!image) return null;
  const { thumb, medium, large } = image.urls;
  const srcSet = [
    thumb && `${thumb} 320w`,
    medium && `${medium} 960w`,
    large && `${large} 1920w`,
  ].filter(Boolean);
  return (
    <img
      src={medium ?? large ?? thumb}
      srcSet={srcSet.join(', ') || undefined}
      sizes="(min-width: 640px) 320px, calc(100vw - 4rem)"
      width={image.width || 960}
      height={image.height || 640}
      alt={t('publicPage.rooms.photo', { name: roomType.name })}
      loading="lazy"
      decoding="async"
      className="aspect-[3/2] w-full rounded-lg bg-slate-200 object-cover sm:w-56"
    />
  );
}

/** Who fits: adults, children and extra beds, as icons with words. */
export function RoomTypeCapacity({ roomType }: { roomType: PublicRoomType }) {
  const { t } = useTranslation();
  const adults = Math.max(roomType.baseOccupancy, roomType.higherOccupancy);
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
      <li className="inline-flex items-center gap-1.5">
        <Users aria-hidden className="size-4 text-primary" />
        {t('publicPage.rooms.capacityAdults', { count: adults })}
      </li>
      {roomType.kidsOccupancy > 0 && (
        <li className="inline-flex items-center gap-1.5">
          <Baby aria-hidden className="size-4 text-primary" />
          {t('publicPage.rooms.capacityKids', { count: roomType.kidsOccupancy })}
        </li>
      )}
      {roomType.extraBed > 0 && (
        <li className="inline-flex items-center gap-1.5">
          <BedDouble aria-hidden className="size-4 text-primary" />
          {t('publicPage.rooms.extraBeds', { count: roomType.extraBed })}
        </li>
      )}
    </ul>
  );
}
