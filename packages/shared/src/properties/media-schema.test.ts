import { describe, expect, it } from 'vitest';
import { PropertyLimits } from './limits.ts';
import { mediaAssetOrderBodySchema, mediaAssetUploadFieldsSchema, mediaMessages } from './media-schema.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('mediaAssetUploadFieldsSchema', () => {
  it('reads the editor fields: kind, a 1-based position and the metadata JSON', () => {
    const parsed = mediaAssetUploadFieldsSchema.parse({
      kind: 'photo',
      position: ' 3 ',
      metadata: JSON.stringify({ alt: ' Casa en Miraflores - Foto 1 ', description: 'Casa en Miraflores' }),
    });
    expect(parsed).toEqual({
      kind: 'photo',
      position: 3,
      metadata: { alt: 'Casa en Miraflores - Foto 1', description: 'Casa en Miraflores' },
    });
    expect(mediaAssetUploadFieldsSchema.parse({})).toEqual({});
    expect(mediaAssetUploadFieldsSchema.parse({ position: '', metadata: '' })).toEqual({ metadata: {} });
  });

  it.each([
    [{ kind: 'video' }, mediaMessages.invalidKind],
    [{ position: '0' }, mediaMessages.invalidPosition],
    [{ position: '-2' }, mediaMessages.invalidPosition],
    [{ position: '1.5' }, mediaMessages.invalidPosition],
    [{ metadata: '{"alt":' }, mediaMessages.invalidMetadata],
    [{ metadata: '[1,2]' }, mediaMessages.invalidMetadata],
    [{ metadata: JSON.stringify({ alt: 5 }) }, mediaMessages.invalidMetadata],
    [{ metadata: JSON.stringify({ description: 'x'.repeat(1001) }) }, mediaMessages.descriptionTooLong],
    [{ metadata: JSON.stringify({ alt: 'a', extra: 1 }) }, 'Campo no permitido: extra'],
  ])('refuses %j', (input, message) => {
    expect(messages(mediaAssetUploadFieldsSchema.safeParse(input))).toContain(message);
  });
});

describe('mediaAssetOrderBodySchema', () => {
  it('accepts a list of distinct ids', () => {
    expect(mediaAssetOrderBodySchema.parse({ media_asset_ids: [3, 1, 2] })).toEqual({
      media_asset_ids: [3, 1, 2],
    });
  });

  it('refuses repeated ids, non-numbers, too many ids and unknown keys', () => {
    expect(messages(mediaAssetOrderBodySchema.safeParse({ media_asset_ids: [1, 1] }))).toContain(
      mediaMessages.orderDuplicated,
    );
    expect(messages(mediaAssetOrderBodySchema.safeParse({ media_asset_ids: ['1'] }))).toContain(
      mediaMessages.orderRequired,
    );
    expect(messages(mediaAssetOrderBodySchema.safeParse({}))).toContain(mediaMessages.orderRequired);
    const tooMany = Array.from({ length: PropertyLimits.maxPhotos + 1 }, (_, i) => i + 1);
    expect(messages(mediaAssetOrderBodySchema.safeParse({ media_asset_ids: tooMany }))).toContain(
      mediaMessages.orderIncomplete,
    );
    expect(messages(mediaAssetOrderBodySchema.safeParse({ media_asset_ids: [], x: 1 }))).toContain(
      'Campo no permitido: x',
    );
  });
});
