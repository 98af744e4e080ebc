/**
 * The version of the public content a site's kept pages are keyed by (decision 024), as the API gives it.
 */

/** How long a site waits for the API's content version before it uses the last one it read. */
export const CONTENT_VERSION_TIMEOUT_MS = 300;

/**
 * The version of the public content as the API gives it (`GET /api/content-version`, decision 024), read so that each
 * request sees a version read after it arrived: a change the API acknowledged before a page was asked for is never
 * hidden by a page kept before it. Reads are coalesced: one at a time, and whoever comes while one is under way waits
 * for the next, which they all share (one small request to the API per render time of the fastest page, at most).
 * When the API does not answer within {@link CONTENT_VERSION_TIMEOUT_MS}, the last version read is used: pages then
 * live out their time.
 */
export function apiContentVersion(apiUrl: string, timeoutMs = CONTENT_VERSION_TIMEOUT_MS): () => Promise<string> {
  const address = `${apiUrl}/api/content-version`;
  let latest = '';
  let current: Promise<string> | null = null;
  let queued: Promise<string> | null = null;
  const read = async (): Promise<string> => {
    try {
      const response = await fetch(address, { signal: AbortSignal.timeout(timeoutMs) });
      const body = (await response.json()) as { version?: unknown };
      if (response.ok && typeof body.version === 'string') latest = body.version;
    } catch {
      // The API is away or slow: the last version read.
    }
    return latest;
  };
  const start = (): Promise<string> => {
    const reading = read().finally(() => {
      if (current === reading) current = null;
    });
    current = reading;
    return reading;
  };
  return () => {
    if (!current) return start();
    // The read under way began before this request arrived: wait for the next one.
    queued ??= current.then(() => {
      queued = null;
      return current ?? start();
    });
    return queued;
  };
}
