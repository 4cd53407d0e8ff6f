import fs from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { buildProperty } from '../../../../test/factories/properties.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import type { TestApp } from '../../../../test/build-test-app.ts';
import type { Company, PropertyRow } from '../../../platform/db/schema/index.ts';
import { multipartForm, type MultipartBody } from '../../../../test/multipart-form.ts';

export { multipartForm, type MultipartBody } from '../../../../test/multipart-form.ts';

/*
 * Helpers for the photo and video API tests (not a test file itself).
 */

/**
 * The headers of a real HTTP upload a test streams itself (node:http, not inject): the session, the
 * anti-forgery cookie and its echo, and the multipart boundary.
 */
export function streamingUploadHeaders(
  token: string,
  csrf: string,
  boundary: string,
): Record<string, string> {
  return {
    authorization: `Bearer ${token}`,
    cookie: `csrf_token=${csrf}`,
    'x-csrf-token': csrf,
    'content-type': `multipart/form-data; boundary=${boundary}`,
  };
}

/** The photo upload of the editor: file, kind 'photo', position and metadata {alt, description}. */
export function photoForm(
  data: Buffer,
  opts: {
    position?: number;
    alt?: string;
    description?: string;
    filename?: string;
    contentType?: string;
  } = {},
): MultipartBody {
  return multipartForm([
    { name: 'kind', value: 'photo' },
    ...(opts.position === undefined ? [] : [{ name: 'position', value: String(opts.position) }]),
    {
      name: 'metadata',
      value: JSON.stringify({ alt: opts.alt ?? 'Foto', description: opts.description ?? '' }),
    },
    {
      name: 'file',
      filename: opts.filename ?? 'foto.jpg',
      contentType: opts.contentType ?? 'image/jpeg',
      data,
    },
  ]);
}

const solid = (width: number, height: number, colour = '#3a7bd5') =>
  sharp({ create: { width, height, channels: 3, background: colour } });

export const jpegImage = (width = 640, height = 480, colour?: string) =>
  solid(width, height, colour).jpeg().toBuffer();
export const pngImage = (width = 320, height = 240) => solid(width, height).png().toBuffer();

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body), 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A complete, valid black-and-white PNG of one colour: huge dimensions (a "decompression bomb" for a
 * decoder working in RGBA) in a file of a few kilobytes, made without decoding anything.
 */
export function hugeSolidPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // 1-bit greyscale, no interlace
  const row = 1 + Math.ceil(width / 8); // filter byte + packed pixels, all zero
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(row * height), { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Every file under the app's uploads folder, relative and sorted: temporary files included. */
export async function listStoredFiles(t: TestApp): Promise<string[]> {
  const root = t.config.uploadsDir;
  try {
    const entries = await fs.readdir(root, { withFileTypes: true, recursive: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}

/** Files under one property's folder. */
export async function propertyFiles(t: TestApp, propertyId: number): Promise<string[]> {
  return (await listStoredFiles(t)).filter((file) =>
    file.startsWith(`properties${path.sep}${propertyId}${path.sep}`),
  );
}

export interface MediaFixture {
  company: Company;
  /** A company_admin and an agent of the company, a member of another company, and an admin. */
  tokens: { owner: string; agent: string; stranger: string; admin: string };
  newProperty(): Promise<PropertyRow>;
}

/** A company with its members, an outsider and an admin, plus a maker of draft properties of the company. */
export async function mediaFixture(t: TestApp): Promise<MediaFixture> {
  const db = t.database.db;
  const owner = await createSignedInUser(db, { role: 'company_admin' });
  if (!owner.company) throw new Error('the company_admin needs a company');
  const company = owner.company;
  const agent = await createSignedInUser(db, { role: 'agent', companyId: company.id });
  const stranger = await createSignedInUser(db, { role: 'company_admin' });
  const admin = await createSignedInUser(db, { role: 'admin' });
  return {
    company,
    tokens: { owner: owner.token, agent: agent.token, stranger: stranger.token, admin: admin.token },
    newProperty: async () =>
      (await buildProperty(db, { company, status: 'draft', publishedAt: null })).property,
  };
}

function isoBox(type: string, payload: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + payload.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, payload]);
}

/** The start of an ISO-BMFF file: an `ftyp` box with the given major brand ('isom' = MP4, 'qt  ' = QuickTime). */
export function ftypHeader(brand = 'isom'): Buffer {
  return Buffer.concat([
    isoBox(
      'ftyp',
      Buffer.concat([
        Buffer.from(brand, 'latin1'),
        Buffer.from([0, 0, 2, 0]),
        Buffer.from('isomiso2avc1mp41'),
      ]),
    ),
    isoBox('free', Buffer.alloc(0)),
  ]);
}

/** A minimal MP4 (its `ftyp` box, then padding) of `size` bytes. */
export function mp4Video(size = 64 * 1024, brand = 'isom'): Buffer {
  const head = ftypHeader(brand);
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 7)]);
}

/** A minimal WebM: the EBML header with DocType 'webm', a Segment of unknown size, then padding. */
export function webmVideo(size = 64 * 1024): Buffer {
  const element = (id: number[], value: Buffer) =>
    Buffer.concat([Buffer.from(id), Buffer.from([0x80 | value.length]), value]);
  const header = Buffer.concat([
    element([0x42, 0x86], Buffer.from([1])), // EBMLVersion
    element([0x42, 0xf7], Buffer.from([1])), // EBMLReadVersion
    element([0x42, 0xf2], Buffer.from([4])), // EBMLMaxIDLength
    element([0x42, 0xf3], Buffer.from([8])), // EBMLMaxSizeLength
    element([0x42, 0x82], Buffer.from('webm')), // DocType
    element([0x42, 0x87], Buffer.from([4])), // DocTypeVersion
    element([0x42, 0x85], Buffer.from([2])), // DocTypeReadVersion
  ]);
  const head = Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | header.length]),
    header,
    Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
  ]);
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 3)]);
}
