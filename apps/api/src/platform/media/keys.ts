import { randomBytes } from 'node:crypto';

/*
 * Storage key layout for images. Every upload gets a fresh random segment, so a replaced logo or photo has a
 * new URL: browsers and CDNs may cache `/uploads/...` forever without ever showing a stale picture.
 */

export const randomKeyToken = (): string => randomBytes(8).toString('hex');

export interface PhotoKeys {
  thumbnail: string;
  large: string;
}

/** The two sizes of one photo live side by side under its base key. */
export function photoKeys(baseKey: string): PhotoKeys {
  return { thumbnail: `${baseKey}/thumb.webp`, large: `${baseKey}/large.webp` };
}

export type VariantFormat = 'webp' | 'avif';

/**
 * A responsive rendition, named by its real width (`800w.avif`), beside the photo's other files: under the
 * same base key, so deleting the photo's prefix removes it too.
 */
export const photoVariantKey = (baseKey: string, width: number, format: VariantFormat): string =>
  `${baseKey}/${width}w.${format}`;

/** Everything a property owns sits under this prefix, so deleting the property is one deletePrefix. */
export const propertyPrefix = (propertyId: number): string => `properties/${propertyId}`;

export const propertyPhotoBaseKey = (propertyId: number, token: string = randomKeyToken()): string =>
  `${propertyPrefix(propertyId)}/photos/${token}`;

/** Everything a project owns sits under this prefix (its gallery, its unit types' floor plans). */
export const projectPrefix = (projectId: number): string => `projects/${projectId}`;

export const projectPhotoBaseKey = (projectId: number, token: string = randomKeyToken()): string =>
  `${projectPrefix(projectId)}/photos/${token}`;

export const floorPlanBaseKey = (projectId: number, token: string = randomKeyToken()): string =>
  `${projectPrefix(projectId)}/floor-plans/${token}`;

/** A company's own files (logo, cover); its properties' files sit under their own prefixes. */
export const companyPrefix = (companyId: number): string => `companies/${companyId}`;

export const companyImageKey = (
  companyId: number,
  kind: 'logo' | 'cover',
  token: string = randomKeyToken(),
): string => `${companyPrefix(companyId)}/${kind}-${token}.webp`;

export const avatarKey = (userId: number, token: string = randomKeyToken()): string =>
  `users/${userId}/avatar-${token}.webp`;
