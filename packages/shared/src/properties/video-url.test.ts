import { describe, expect, it } from 'vitest';
import { parseVideoUrl } from './video-url.ts';

const YT = 'M7lc1UVf-VE';
const ytEmbed = `https://www.youtube-nocookie.com/embed/${YT}`;

describe('parseVideoUrl', () => {
  it.each([
    `https://www.youtube.com/watch?v=${YT}`,
    `https://youtube.com/watch?v=${YT}&t=42s`,
    `https://m.youtube.com/watch?feature=share&v=${YT}`,
    `https://www.youtube.com/shorts/${YT}`,
    `https://www.youtube.com/embed/${YT}?autoplay=1`,
    `https://www.youtube-nocookie.com/embed/${YT}`,
    `https://youtu.be/${YT}`,
    `https://youtu.be/${YT}?si=abc`,
    `  https://www.YouTube.com/watch?v=${YT}  `,
  ])('embeds the YouTube link %s, with the way to watch it on YouTube', (url) => {
    expect(parseVideoUrl(url)).toEqual({
      platform: 'youtube',
      id: YT,
      embedUrl: ytEmbed,
      watchUrl: `https://www.youtube.com/watch?v=${YT}`,
    });
  });

  it.each([
    ['https://vimeo.com/76979871', '76979871'],
    ['https://www.vimeo.com/76979871', '76979871'],
    ['https://vimeo.com/76979871/abcdef1234', '76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', '76979871'],
    ['https://player.vimeo.com/video/76979871?h=abc', '76979871'],
  ])('embeds the Vimeo link %s, with the way to watch it on Vimeo', (url, id) => {
    expect(parseVideoUrl(url)).toEqual({
      platform: 'vimeo',
      id,
      embedUrl: `https://player.vimeo.com/video/${id}`,
      watchUrl: `https://vimeo.com/${id}`,
    });
  });

  it.each([
    `https://youtube.com.evil.com/watch?v=${YT}`,
    `https://evilyoutube.com/watch?v=${YT}`,
    `https://evil.com/?v=${YT}&u=youtube.com`,
    `https://evil.com/youtube.com/watch?v=${YT}`,
    `https://www.youtube.com@evil.com/watch?v=${YT}`,
    `https://user:pass@www.youtube.com/watch?v=${YT}`,
    `https://www.youtube.com:8443/watch?v=${YT}`,
    `https://vimeo.com.evil.com/76979871`,
    `https://notvimeo.com/76979871`,
    `http://www.youtube.com/watch?v=${YT}`,
    `http://vimeo.com/76979871`,
    `javascript:alert(1)//https://www.youtube.com/watch?v=${YT}`,
    `JavaScript:alert('youtu.be/${YT}')`,
    `data:text/html,<script>alert(1)</script>`,
    `//www.youtube.com/watch?v=${YT}`,
    `www.youtube.com/watch?v=${YT}`,
  ])('refuses the look-alike or unsafe address %s', (url) => {
    expect(parseVideoUrl(url)).toBeNull();
  });

  it.each([
    'https://www.youtube.com/watch',
    'https://www.youtube.com/watch?v=short',
    `https://www.youtube.com/watch?v=${YT}"><script>`,
    'https://www.youtube.com/channel/UC123',
    `https://www.youtube.com/shorts/${YT}/extra`,
    'https://youtu.be/',
    'https://vimeo.com/',
    'https://vimeo.com/about',
    'https://player.vimeo.com/video/abc',
    'https://example.com/video.mp4',
    '',
    '   ',
    'no es una dirección',
  ])('gives null for %s, which is no embeddable video', (url) => {
    expect(parseVideoUrl(url)).toBeNull();
  });

  it('gives null for a missing value', () => {
    expect(parseVideoUrl(null)).toBeNull();
    expect(parseVideoUrl(undefined)).toBeNull();
  });
});
