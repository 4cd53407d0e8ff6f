import os from 'node:os';
import sharp from 'sharp';
import { mapLimit } from '../platform/runtime/map-limit.ts';
import { processedPhotoFiles } from '../features/properties/media/photo-files.ts';
import {
  PHOTO_VARIANT_WIDTHS,
  processCover,
  processLogo,
  processPhoto,
  type PhotoVariant,
} from '../platform/media/process-image.ts';
import type { FileStorage } from '../platform/storage/storage.ts';
import type { DemoCompany } from './demo-company.ts';
import { PICTURE_CATEGORIES, type PictureCategory } from './kinds.ts';
import { cacheKey, memoizeBuffers } from './picture-cache.ts';
import { Rng } from './prng.ts';
import { coverSvg, floorPlanScene, logoSvg, renderScene, type Scene } from './scenes/index.ts';

/*
 * Demo pictures are drawn, not downloaded: SVG scenes rendered by sharp, then sent through the same
 * processPhoto as a user's upload, so they are real WebP thumbnails and large versions. Rendering is the
 * slow part of the seed, so each run draws a pool of pictures once and every property photo is a storage
 * copy of one of them.
 */

export interface PoolPicture {
  /** Base key in storage: photoKeys(baseKey) gives the thumbnail and the large version. */
  baseKey: string;
  /** Spanish caption of what the scene shows ('Sala comedor', 'Fachada'...). */
  label: string;
  width: number;
  height: number;
  bytes: number;
  /** Widths of its renditions (media_assets.variant_widths). */
  variantWidths: number[];
}

export type PicturePool = Record<PictureCategory, PoolPicture[]>;

/**
 * How many distinct pictures per category (about 90 in all; interiors are used most, so they get the
 * largest pool). Each costs ~70 ms of CPU on a 2-core machine, and `npm start` and every browser-test run
 * seed from scratch, so the pool is sized to keep the seed well under 20 s; properties draw distinct
 * pictures from it, so a listing never shows the same photo twice.
 */
const POOL_SIZES: Record<PictureCategory, number> = {
  apartment: 10,
  house: 10,
  office: 7,
  retail: 6,
  warehouse: 8,
  lot: 8,
  land: 8,
  jungle: 5,
  interior: 20,
  workspace: 8,
};

/** Scenes are drawn on a 1200x800 canvas and rendered at 1024x683: plenty for the detail page, 27% fewer pixels. */
const RENDER_DENSITY = 72 * (1024 / 1200);

/** Encoder effort for demo pictures: noticeably faster than the upload default, a few KB larger. */
const SEED_WEBP_EFFORT = 1;
/**
 * AVIF effort for demo pictures. AVIF is most of the seed's encoding time; at 1 the files are still smaller
 * than the WebPs (at 0 they are not, and browsers would download more than without AVIF).
 */
const SEED_AVIF_EFFORT = 1;

/** Cache slots for the renditions: one WebP and one AVIF per width, empty when the picture has fewer. */
const VARIANT_SLOTS = PHOTO_VARIANT_WIDTHS.flatMap((_, i) => [`v${i}.webp`, `v${i}.avif`]);

const imageConcurrency = (): number => Math.max(2, Math.min(6, os.availableParallelism()));

/** SVG → JPEG (what a camera would hand over) → the upload pipeline, memoised on disk. */
async function svgToPhoto(svg: string, cacheDir: string | null) {
  const [thumbnail, large, ...slots] = await memoizeBuffers(
    cacheDir,
    cacheKey('photo', String(RENDER_DENSITY), String(SEED_WEBP_EFFORT), String(SEED_AVIF_EFFORT), svg),
    ['thumb.webp', 'large.webp', ...VARIANT_SLOTS],
    async () => {
      const jpeg = await sharp(Buffer.from(svg), { density: RENDER_DENSITY })
        .jpeg({ quality: 88 })
        .toBuffer();
      const photo = await processPhoto(jpeg, { effort: SEED_WEBP_EFFORT, avifEffort: SEED_AVIF_EFFORT });
      const variants = VARIANT_SLOTS.map((_, i) => {
        const variant = photo.variants[Math.floor(i / 2)];
        return variant ? (i % 2 === 0 ? variant.webp : variant.avif) : Buffer.alloc(0);
      });
      return [photo.thumbnail, photo.large, ...variants];
    },
  );
  if (!thumbnail || !large) throw new Error('svgToPhoto: missing picture');
  // Reading the headers is enough for the sizes, and works the same for a cached picture.
  const { width = 0, height = 0 } = await sharp(large).metadata();
  const variants: PhotoVariant[] = [];
  for (let i = 0; i + 1 < slots.length; i += 2) {
    const [webp, avif] = [slots[i], slots[i + 1]];
    if (!webp?.length || !avif?.length) continue;
    const size = await sharp(webp).metadata();
    variants.push({ width: size.width ?? 0, height: size.height ?? 0, webp, avif });
  }
  return { thumbnail, large, width, height, variants };
}

/** Renders one scene through the upload pipeline and writes its files under `baseKey`. */
async function storePicture(
  storage: FileStorage,
  baseKey: string,
  scene: Scene,
  cacheDir: string | null,
): Promise<PoolPicture> {
  const photo = await svgToPhoto(scene.svg, cacheDir);
  await Promise.all(processedPhotoFiles(baseKey, photo).map(([key, data]) => storage.put(key, data)));
  return {
    baseKey,
    label: scene.label,
    width: photo.width,
    height: photo.height,
    bytes: photo.large.length,
    variantWidths: photo.variants.map((variant) => variant.width),
  };
}

export async function buildPicturePool(
  storage: FileStorage,
  options: {
    prefix: string;
    seed: number;
    sizes?: Partial<Record<PictureCategory, number>>;
    /** See picture-cache.ts; null renders everything. */
    cacheDir: string | null;
  },
): Promise<PicturePool> {
  const jobs = PICTURE_CATEGORIES.flatMap((category) =>
    Array.from({ length: options.sizes?.[category] ?? POOL_SIZES[category] }, (_, index) => ({
      category,
      index,
    })),
  );
  const rendered = await mapLimit(jobs, imageConcurrency(), async ({ category, index }) => {
    const scene = renderScene(category, new Rng(options.seed).fork(`${category}/${index}`));
    const picture = await storePicture(
      storage,
      `${options.prefix}/${category}/${index}`,
      scene,
      options.cacheDir,
    );
    return { category, picture };
  });
  const pool = Object.fromEntries(PICTURE_CATEGORIES.map((c) => [c, [] as PoolPicture[]])) as PicturePool;
  for (const { category, picture } of rendered) pool[category].push(picture);
  return pool;
}

/** The demo projects' floor plans, one per bedroom count (1 to 3), drawn into the pool's folder. */
export async function buildFloorPlans(
  storage: FileStorage,
  options: { prefix: string; cacheDir: string | null },
): Promise<ReadonlyMap<number, PoolPicture>> {
  const counts = [1, 2, 3];
  const plans = await mapLimit(counts, imageConcurrency(), (bedrooms) =>
    storePicture(
      storage,
      `${options.prefix}/floor-plan/${bedrooms}`,
      floorPlanScene(bedrooms),
      options.cacheDir,
    ),
  );
  return new Map(counts.map((bedrooms, i) => [bedrooms, plans[i] as PoolPicture]));
}

export interface CompanyImages {
  logo: Buffer;
  cover: Buffer;
}

export async function renderCompanyImages(
  company: DemoCompany,
  seed: number,
  cacheDir: string | null,
): Promise<CompanyImages> {
  const logo = logoSvg(company);
  const cover = coverSvg(company, seed);
  const [logoWebp, coverWebp] = await memoizeBuffers(
    cacheDir,
    cacheKey('company', String(SEED_WEBP_EFFORT), logo, cover),
    ['logo.webp', 'cover.webp'],
    async () => {
      const [logoPng, coverJpeg] = await Promise.all([
        sharp(Buffer.from(logo)).png().toBuffer(),
        sharp(Buffer.from(cover)).jpeg({ quality: 90 }).toBuffer(),
      ]);
      const processed = await Promise.all([
        processLogo(logoPng, { effort: SEED_WEBP_EFFORT }),
        processCover(coverJpeg, { effort: SEED_WEBP_EFFORT }),
      ]);
      return processed.map((p) => p.image);
    },
  );
  if (!logoWebp || !coverWebp) throw new Error('renderCompanyImages: missing picture');
  return { logo: logoWebp, cover: coverWebp };
}
