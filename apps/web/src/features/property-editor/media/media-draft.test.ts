import { describe, expect, it } from 'vitest';
import { emptyMediaDraft, mediaDraftFromProperty } from './media-draft';

const photo = (id: number, position: number) => ({
  id,
  title: null,
  description: null,
  position,
  image_url: `/uploads/${id}-large.webp`,
  thumbnail_url: `/uploads/${id}-thumb.webp`,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

describe('mediaDraftFromProperty', () => {
  it('lists the stored photos by position and keeps the uploaded video', () => {
    const draft = mediaDraftFromProperty({
      photos: [photo(8, 2), photo(5, 1)],
      video: {
        url: null,
        file_url: '/uploads/videos/7/recorrido.mp4',
        filename: 'recorrido.mp4',
        mime: 'video/mp4',
        type: 'file',
      },
    });
    expect(draft.items).toEqual([
      {
        key: 'existing-5',
        kind: 'existing',
        id: 5,
        url: '/uploads/5-large.webp',
        thumbnailUrl: '/uploads/5-thumb.webp',
        position: 1,
      },
      {
        key: 'existing-8',
        kind: 'existing',
        id: 8,
        url: '/uploads/8-large.webp',
        thumbnailUrl: '/uploads/8-thumb.webp',
        position: 2,
      },
    ]);
    expect(draft.existingVideo).toEqual({
      file_url: '/uploads/videos/7/recorrido.mp4',
      filename: 'recorrido.mp4',
    });
    expect(draft.videoFile).toBeNull();
  });

  it('has no stored video when the property only links one, and names a file the server kept no name for', () => {
    expect(
      mediaDraftFromProperty({
        photos: [],
        video: {
          url: 'https://youtu.be/dQw4w9WgXcQ',
          file_url: null,
          filename: null,
          mime: null,
          type: 'url',
        },
      }).existingVideo,
    ).toBeNull();
    expect(
      mediaDraftFromProperty({
        photos: [],
        video: {
          url: null,
          file_url: '/uploads/v/tour%201.webm?x=1',
          filename: null,
          mime: null,
          type: 'file',
        },
      }).existingVideo,
    ).toEqual({
      file_url: '/uploads/v/tour%201.webm?x=1',
      filename: 'tour 1.webm',
    });
  });

  it('starts empty for a new property', () => {
    expect(emptyMediaDraft()).toEqual({ items: [], videoFile: null, existingVideo: null });
  });
});
