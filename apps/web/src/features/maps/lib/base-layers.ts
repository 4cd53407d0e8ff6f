import L from 'leaflet';
import { publicMapDefaults } from '../utils/map-defaults';

const esriImagery =
  'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}';
const esriLabels =
  'https://services.arcgisonline.com/ArcGIS/rest/services/Reference/World_Boundaries_and_Places/MapServer/tile/{z}/{y}/{x}';
const esriAttribution = 'Imágenes &copy; Esri, Maxar, Earthstar Geographics';
const osmAttribution =
  '&copy; colaboradores de <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/**
 * A tile layer whose failures are ignored: without internet (and in tests) the tiles never arrive, and the
 * map must still show the property on its neutral background. Tiles above a provider's own maximum are
 * scaled up, so the map can zoom to 22 everywhere.
 */
function tiles(url: string, options: L.TileLayerOptions): L.TileLayer {
  const layer = L.tileLayer(url, { maxZoom: publicMapDefaults.maxZoom, ...options });
  layer.on('tileerror', () => undefined);
  return layer;
}

/** The layers both maps offer, each call a fresh instance (a layer belongs to one map). */
const sharedLayers = {
  satellite: () => tiles(esriImagery, { maxNativeZoom: 19, attribution: esriAttribution }),
  hybrid: () =>
    L.layerGroup([
      tiles(esriImagery, { maxNativeZoom: 19, attribution: esriAttribution }),
      tiles(esriLabels, { maxNativeZoom: 19 }),
    ]),
  streets: () =>
    tiles('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', {
      subdomains: 'abc',
      maxNativeZoom: 19,
      attribution: osmAttribution,
    }),
  topographic: () =>
    tiles('https://{s}.tile.opentopomap.org/{z}/{x}/{y}.png', {
      subdomains: 'abc',
      maxNativeZoom: 17,
      attribution: `${osmAttribution}, SRTM | Estilo &copy; <a href="https://opentopomap.org">OpenTopoMap</a> (CC-BY-SA)`,
    }),
};

/** The four base layers of the layer control (docs/product/public-and-auth.md §2.5); each call builds fresh instances for one map. */
export function createBaseLayers() {
  const satellite = sharedLayers.satellite();
  const hybrid = sharedLayers.hybrid();
  const streets = sharedLayers.streets();
  const topographic = sharedLayers.topographic();
  return {
    /** Shown first: the street map, what people read to find an address (imagery is one click away). */
    defaultLayer: streets,
    layers: { Calles: streets, Híbrido: hybrid, Satélite: satellite, Topográfico: topographic } as Record<
      string,
      L.Layer
    >,
  };
}

/** Esri's Clarity imagery: sharper and more recent than the standard World Imagery in Peruvian cities. */
const esriClarity =
  'https://clarity.maptiles.arcgis.com/arcgis/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}';

/**
 * The five base layers of the property editor's map (docs/product/signed-in-area.md §7, "Maps"), in the spec's order, fresh
 * instances for one map. Satélite HD is Esri's Clarity imagery, a provider whose tiles may be used this
 * way (Google's tile servers may not be called outside its own API); the others are the public map's providers. The hybrid view is shown first: imagery to trace a plot, names to find it.
 */
export function createEditorBaseLayers() {
  const topographic = sharedLayers.topographic();
  const satelliteHd = tiles(esriClarity, { maxNativeZoom: 19, attribution: esriAttribution });
  const satellite = sharedLayers.satellite();
  const hybrid = sharedLayers.hybrid();
  const streets = sharedLayers.streets();
  return {
    defaultLayer: hybrid,
    layers: {
      Terreno: topographic,
      'Satélite HD': satelliteHd,
      Satélite: satellite,
      Híbrido: hybrid,
      Calles: streets,
    } as Record<string, L.Layer>,
  };
}
