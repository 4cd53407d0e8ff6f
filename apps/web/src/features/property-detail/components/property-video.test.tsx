import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseVideo } from '../utils/video';
import { PropertyVideo } from './property-video';

const renderVideo = (url: string | null, fileUrl: string | null = null) => {
  const choice = chooseVideo({
    url,
    file_url: fileUrl,
    filename: null,
    mime: fileUrl ? 'video/mp4' : null,
    type: 'url',
  });
  if (!choice) throw new Error('no video');
  return render(<PropertyVideo choice={choice} propertyTitle="Casa en Miraflores" />).container;
};

describe('PropertyVideo', () => {
  it('embeds YouTube lazily in a titled iframe that may go full screen', () => {
    const iframe = renderVideo('https://youtu.be/M7lc1UVf-VE').querySelector('iframe');
    expect(iframe).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE');
    expect(iframe).toHaveAttribute('title', 'Video de Casa en Miraflores (YouTube)');
    expect(iframe).toHaveAttribute('loading', 'lazy');
    expect(iframe?.getAttribute('allow')).toContain('fullscreen');
  });

  it('embeds Vimeo', () => {
    expect(renderVideo('https://vimeo.com/76979871').querySelector('iframe')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871',
    );
  });

  it('plays an uploaded file with the browser controls, loading only its metadata', () => {
    const container = renderVideo(null, '/uploads/videos/tour.mp4');
    const video = container.querySelector('video');
    expect(container.querySelector('iframe')).toBeNull();
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video?.querySelector('source')).toHaveAttribute('src', '/uploads/videos/tour.mp4');
  });
});
