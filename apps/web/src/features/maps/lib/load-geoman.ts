import L from 'leaflet';

/*
 * Geoman (the drawing toolbar) ships as a script that extends the global `L` when it runs, so it is
 * imported only after Leaflet is in place, and only by the editor's map: the public screens never load it.
 */

let loading: Promise<typeof L> | undefined;

/** Leaflet with Geoman's `pm` tools and their stylesheet, loaded once. */
export function loadGeoman(): Promise<typeof L> {
  loading ??= (async () => {
    const global = window as unknown as { L?: typeof L };
    global.L ??= L;
    await Promise.all([
      import('@geoman-io/leaflet-geoman-free'),
      import('@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css'),
    ]);
    return L;
  })();
  // A failed download may succeed on the next visit to the step.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
