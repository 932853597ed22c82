import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { HotelPlugins } from '@hotel/shared/contracts/hotel-integrations';
import type { Storage } from '../adapters/storage/storage';
import type { Tx } from '../db/client';
import { hotels } from '../db/schema';
import { images, type ImageVariantRow } from '../db/schema-setup';
import { renderImageVariants } from '../modules/images';

/** A dark alpine green: white text on it reads well (contrast about 7.8:1). */
export const DEMO_THEME_COLOR = '#1f5c4a';

export const DEMO_HOTEL_DESCRIPTION =
  'Das Hotel Alpenblick liegt ruhig am Ortsrand, mit freiem Blick auf die Berge. ' +
  'Unsere Zimmer sind hell und mit viel Holz eingerichtet, die meisten mit Balkon. ' +
  'Morgens erwartet Sie ein Frühstück mit Produkten aus der Region, abends die Sauna. ' +
  'Wanderwege und Skilift erreichen Sie in wenigen Minuten zu Fuß.';

const WIDTH = 1600;
const HEIGHT = 900;

/** Three landscapes drawn as SVG: sky, sun or moon, mountain ranges, a lake or a meadow. */
const SCENES = [
  {
    sky: ['#87b5e0', '#e8f1f8'],
    sun: '#fff4c2',
    far: '#7d93ad',
    near: '#3c5a4a',
    ground: '#5d8a4e',
  },
  {
    sky: ['#f2a65a', '#fbe3c0'],
    sun: '#fff0d0',
    far: '#9a6f7d',
    near: '#4d3f55',
    ground: '#6c7a3c',
  },
  {
    sky: ['#1d2b4f', '#51629a'],
    sun: '#f4f1de',
    far: '#3b4a6b',
    near: '#1f2a40',
    ground: '#2a3b35',
  },
] as const;

function sceneSvg(scene: (typeof SCENES)[number], index: number): string {
  const sunX = 1150 - index * 350;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/>
  </linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="230" r="90" fill="${scene.sun}" opacity="0.9"/>
  <polygon fill="${scene.far}" points="0,620 220,330 420,520 640,260 860,500 1080,300 1320,540 1600,350 1600,900 0,900"/>
  <polygon fill="#ffffff" opacity="0.8" points="640,260 590,320 620,315 650,335 690,305"/>
  <polygon fill="#ffffff" opacity="0.8" points="1080,300 1035,352 1070,345 1100,362 1128,340"/>
  <polygon fill="${scene.near}" points="0,700 300,470 520,650 780,430 1040,660 1300,480 1600,690 1600,900 0,900"/>
  <rect y="760" width="${WIDTH}" height="140" fill="${scene.ground}"/>
</svg>`;
}

/** The JPEG of each demo landscape, as a visitor's camera would give it. */
export async function renderDemoSliderImages(): Promise<Buffer[]> {
  return Promise.all(
    SCENES.map((scene, index) =>
      sharp(Buffer.from(sceneSvg(scene, index)))
        .jpeg({ quality: 85 })
        .toBuffer(),
    ),
  );
}

/** Rendered demo images and the uploads' storage they go to. */
export interface DemoImages {
  storage: Storage;
  images: Buffer[];
}

/**
 * Stores images like an upload of `type` does (files in storage, one images row each, in this
 * order) and answers their largest variants' URLs, the paths settings refer to.
 */
export async function storeDemoImages(
  tx: Tx,
  hotel: { id: string },
  type: 'public_page' | 'guest_app',
  demoImages?: DemoImages,
): Promise<{ path: string }[]> {
  const paths: { path: string }[] = [];
  for (const [position, image] of (demoImages?.images ?? []).entries()) {
    const id = randomUUID();
    const variants: ImageVariantRow[] = [];
    for (const { name, data, info } of await renderImageVariants(image)) {
      const key = `${id}-${name}.webp`;
      await demoImages!.storage.put(key, data);
      variants.push({ name, key, width: info.width, height: info.height });
    }
    await tx.insert(images).values({
      id,
      hotelId: hotel.id,
      type,
      ownerId: null,
      position,
      mimeType: 'image/jpeg',
      variants,
    });
    paths.push({ path: `/api/image/${variants[variants.length - 1]!.key}` });
  }
  return paths;
}

/**
 * Stores the slider images like an upload with type `public_page` (files in storage, one images
 * row each) and switches the demo hotel's public page on: booking, description, theme colour,
 * on arrival and bank transfer (the demo hotel has bank details, seed-payments.ts).
 */
export async function seedDemoPublicPage(
  tx: Tx,
  hotel: { id: string },
  /** The rendered slider images and where to store them; none without storage. */
  sliderImages?: DemoImages,
): Promise<void> {
  const slider = await storeDemoImages(tx, hotel, 'public_page', sliderImages);
  const publicPage: HotelPlugins['public_page'] = {
    disabled: false,
    booking_enabled: true,
    hotel_description: DEMO_HOTEL_DESCRIPTION,
    hotel_slider: slider,
    min_stay_days: 1,
    payment_methods: ['on_arrival', 'bank_transfer'],
  };
  await tx
    .update(hotels)
    .set({
      themeColor: DEMO_THEME_COLOR,
      plugins: sql`jsonb_set(${hotels.plugins}, '{public_page}', ${JSON.stringify(publicPage)}::jsonb)`,
    })
    .where(eq(hotels.id, hotel.id));
}
