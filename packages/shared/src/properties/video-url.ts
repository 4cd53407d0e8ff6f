/*
 * Which external videos the detail page embeds (docs/product/public-and-auth.md §5, "Video"): YouTube (watch, shorts, embed and
 * youtu.be forms) and Vimeo, nothing else. The link is parsed with URL, never matched as text, and only
 * exact hosts over https count, so 'youtube.com.evil.com', 'evil.com/?v=youtube.com' or a `javascript:`
 * link give null. The embed address is rebuilt from the id alone: nothing of the typed link reaches the
 * iframe.
 */

/**
 * The WHATWG URL parser of browsers and Node. Declared here, with only what this file reads, because the
 * shared package compiles without DOM or Node types; at runtime it is the platform's global.
 */
declare const URL: new (input: string) => {
  protocol: string;
  hostname: string;
  port: string;
  username: string;
  password: string;
  pathname: string;
  searchParams: { get(name: string): string | null };
};
type URL = InstanceType<typeof URL>;

export type VideoPlatform = 'youtube' | 'vimeo';

export interface ParsedVideoUrl {
  platform: VideoPlatform;
  id: string;
  embedUrl: string;
  /** The video's own page on its platform: the way to it when the embedded player cannot load. */
  watchUrl: string;
}

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const YOUTU_BE_HOSTS = new Set(['youtu.be']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

/** YouTube ids are 11 characters of the URL-safe base64 alphabet. */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const MAX_URL_LENGTH = 2048;

function toUrl(value: string): URL | null {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.length > MAX_URL_LENGTH) return null;
  try {
    const url = new URL(trimmed);
    // Credentials in a video link are never legitimate and can disguise the real host in a preview.
    if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.port !== '')
      return null;
    return url;
  } catch {
    return null;
  }
}

const youtube = (id: string | undefined): ParsedVideoUrl | null =>
  id && YOUTUBE_ID.test(id)
    ? {
        platform: 'youtube',
        id,
        embedUrl: `https://www.youtube-nocookie.com/embed/${id}`,
        watchUrl: `https://www.youtube.com/watch?v=${id}`,
      }
    : null;

const vimeo = (id: string | undefined): ParsedVideoUrl | null =>
  id && VIMEO_ID.test(id)
    ? {
        platform: 'vimeo',
        id,
        embedUrl: `https://player.vimeo.com/video/${id}`,
        watchUrl: `https://vimeo.com/${id}`,
      }
    : null;

function parseYoutube(url: URL): ParsedVideoUrl | null {
  const segments = url.pathname.split('/').filter(Boolean);
  if (YOUTU_BE_HOSTS.has(url.hostname)) return segments.length === 1 ? youtube(segments[0]) : null;
  if (segments[0] === 'watch' && segments.length === 1)
    return youtube(url.searchParams.get('v') ?? undefined);
  if (
    (segments[0] === 'shorts' || segments[0] === 'embed' || segments[0] === 'live') &&
    segments.length === 2
  ) {
    return youtube(segments[1]);
  }
  return null;
}

function parseVimeo(url: URL): ParsedVideoUrl | null {
  const segments = url.pathname.split('/').filter(Boolean);
  if (url.hostname === 'player.vimeo.com') return segments[0] === 'video' ? vimeo(segments[1]) : null;
  // vimeo.com/{id}, vimeo.com/{id}/{privacy hash}, vimeo.com/channels/{name}/{id}, vimeo.com/groups/{name}/videos/{id}
  if (VIMEO_ID.test(segments[0] ?? '')) return vimeo(segments[0]);
  const last = segments.at(-1);
  if ((segments[0] === 'channels' || segments[0] === 'groups' || segments[0] === 'showcase') && last) {
    return vimeo(last);
  }
  return null;
}

/**
 * The platform, id and embed address of a YouTube or Vimeo link; null for any other address (the page
 * then embeds nothing).
 */
export function parseVideoUrl(value: string | null | undefined): ParsedVideoUrl | null {
  if (!value) return null;
  const url = toUrl(value);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  if (YOUTUBE_HOSTS.has(host) || YOUTU_BE_HOSTS.has(host)) return parseYoutube(url);
  if (VIMEO_HOSTS.has(host)) return parseVimeo(url);
  return null;
}
