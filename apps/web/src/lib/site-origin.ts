let serverOrigin = '';

/** On the server (entry-server.tsx): the site's public origin, which a browser reads from its address. */
export function setServerOrigin(origin: string): void {
  serverOrigin = origin;
}

/** This site's origin (`https://host`), in the browser and while the server renders a page. */
export const siteOrigin = (): string =>
  typeof window === 'undefined' ? serverOrigin : window.location.origin;
