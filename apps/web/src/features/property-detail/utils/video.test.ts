import { describe, expect, it } from 'vitest';
import { chooseVideo } from './video';

const video = (url: string | null, file_url: string | null = null) => ({
  url,
  file_url,
  filename: null,
  mime: file_url ? 'video/mp4' : null,
  type: 'url' as const,
});

describe('chooseVideo', () => {
  it.each([
    ['https://www.youtube.com/watch?v=M7lc1UVf-VE', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE'],
    ['https://youtube.com/shorts/M7lc1UVf-VE', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE'],
    ['https://www.youtube.com/embed/M7lc1UVf-VE', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE'],
    ['https://youtu.be/M7lc1UVf-VE', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('embeds %s', (url, embedUrl) => {
    expect(chooseVideo(video(url))?.embed?.embedUrl).toBe(embedUrl);
  });

  it('plays an uploaded file with the browser player', () => {
    expect(chooseVideo(video(null, '/uploads/videos/tour.mp4'))).toEqual({
      embed: null,
      file: { url: '/uploads/videos/tour.mp4', mime: 'video/mp4' },
    });
  });

  it('keeps both when the property has a link and a file', () => {
    const choice = chooseVideo(video('https://youtu.be/M7lc1UVf-VE', '/uploads/videos/tour.mp4'));
    expect(choice?.embed?.platform).toBe('youtube');
    expect(choice?.file?.url).toBe('/uploads/videos/tour.mp4');
  });

  it('shows nothing without a video or for another host', () => {
    expect(chooseVideo(null)).toBeNull();
    expect(chooseVideo(video('', ''))).toBeNull();
    expect(chooseVideo(video('   '))).toBeNull();
    expect(chooseVideo(video('https://www.dailymotion.com/video/x7tgad0'))).toBeNull();
    expect(chooseVideo(video('https://youtube.com.evil.example/watch?v=M7lc1UVf-VE'))).toBeNull();
  });
});
