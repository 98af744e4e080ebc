/**
 * The maps script of the specification (places library, region es, language es), loaded only on pages that show a
 * map and only with a maps key, so a site without one never calls the maps service.
 */

/** Where the maps script comes from. */
export const MAPS_SCRIPT_URL = 'https://maps.googleapis.com/maps/api/js';
/** The `id` of the script element, so it is added once per page. */
export const MAPS_SCRIPT_ID = 'maps-js';
const CALLBACK = '__artMapsReady';

/** A maps key as the maps service issues them (letters, digits, `-`, `_`); anything else loads nothing. */
export function isMapsKey(key: unknown): key is string {
  return typeof key === 'string' && /^[A-Za-z0-9_-]{20,60}$/.test(key.trim());
}

/** The script's address for a key: places library, region and language `es`, calling back when ready. */
export function mapsScriptUrl(key: string): string {
  const query = new URLSearchParams({
    key: key.trim(),
    libraries: 'places',
    region: 'es',
    language: 'es',
    callback: CALLBACK,
    loading: 'async',
  });
  return `${MAPS_SCRIPT_URL}?${query.toString()}`;
}

/** The part of the maps API the venue map uses. */
export interface MapsApi {
  Map: new (element: HTMLElement, options: Record<string, unknown>) => unknown;
  Marker: new (options: Record<string, unknown>) => unknown;
  places: {
    PlacesService: new (map: unknown) => {
      findPlaceFromQuery(
        request: { query: string; fields: string[] },
        done: (results: { geometry?: { location?: unknown }; name?: string }[] | null, status: string) => void,
      ): void;
    };
  };
}

type MapsWindow = { google?: { maps?: MapsApi }; [CALLBACK]?: () => void };

let loading: Promise<MapsApi> | null = null;

/** Loads the maps script once per page and answers its API; rejects when the script cannot load. */
export function loadMaps(key: string): Promise<MapsApi> {
  const w = window as unknown as MapsWindow;
  if (w.google?.maps?.places) return Promise.resolve(w.google.maps);
  if (loading) return loading;
  loading = new Promise<MapsApi>((resolve, reject) => {
    w[CALLBACK] = () =>
      w.google?.maps ? resolve(w.google.maps) : reject(new Error('The maps script loaded without its API'));
    const script = document.createElement('script');
    script.id = MAPS_SCRIPT_ID;
    script.async = true;
    script.src = mapsScriptUrl(key);
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('The maps script could not load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** An address on a map service that needs no key (OpenStreetMap's search), for a link that opens it. */
export function mapSearchUrl(query: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query.trim())}`;
}
