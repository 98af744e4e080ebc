import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { colours, space } from '@art/ui';
import { isMapsKey, loadMaps } from './maps';

const box = css({
  width: '100%',
  aspectRatio: '16 / 9',
  minHeight: 280,
  maxHeight: 480,
  background: colours.surface,
  marginTop: space[8],
});

/** Madrid's centre, where the map starts before the venue is found. */
const MADRID = { lat: 40.4168, lng: -3.7038 };

/**
 * The venue on a map, with the maps script, only when a valid maps key is configured: nothing at all otherwise (the
 * page's address and map link stand alone). The place is found by the places library from its name and address; if
 * the script or the search fails the box disappears and the link remains.
 */
export function VenueMap({ mapsKey, query, label }: { mapsKey: string; query: string; label: string }) {
  const element = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const enabled = isMapsKey(mapsKey) && query.trim() !== '';
  useEffect(() => {
    if (!enabled || !element.current) return;
    let cancelled = false;
    loadMaps(mapsKey)
      .then((maps) => {
        if (cancelled || !element.current) return;
        const map = new maps.Map(element.current, {
          center: MADRID,
          zoom: 15,
          mapTypeControl: false,
          streetViewControl: false,
        });
        new maps.places.PlacesService(map).findPlaceFromQuery(
          { query, fields: ['geometry', 'name'] },
          (results, status) => {
            const location = results?.[0]?.geometry?.location;
            if (cancelled || status !== 'OK' || !location) return;
            (map as { setCenter(l: unknown): void }).setCenter(location);
            new maps.Marker({ map, position: location, title: label });
          },
        );
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [enabled, mapsKey, query, label]);
  if (!enabled || failed) return null;
  return <div ref={element} css={box} role="region" aria-label={label} data-venue-map="" />;
}
