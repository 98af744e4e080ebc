import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { EMOTION_KEY } from './context';

/**
 * The apps' `entry.client`: hydrates the server's document with an Emotion cache of the server's key, so the
 * critical style tags in `<head>` are adopted rather than inserted again.
 */
export function hydrateSite(): void {
  const cache = createCache({ key: EMOTION_KEY });
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <CacheProvider value={cache}>
          <HydratedRouter />
        </CacheProvider>
      </StrictMode>,
    );
  });
}
