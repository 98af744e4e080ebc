/** Renders the seed's pictures through the upload pipeline, a few at a time. */
import { processImage, type ProcessedImage } from '@art/images';
import type { ImageJob } from './generate';

/** Images processed at once: sharp already uses a thread per core inside each one. */
export const IMAGE_CONCURRENCY = 4;

/**
 * Renders each job's SVG and runs it through `processImage` (six sizes, WebP and JPEG, dominant colours),
 * `concurrency` at a time; answers what processing found, by key. Stops at the first failure.
 * @example const found = await renderImages(data.imageJobs, '/tmp/images'); found.get('work/azul-1')?.colours
 */
export async function renderImages(
  jobs: readonly ImageJob[],
  imagesDir: string,
  concurrency = IMAGE_CONCURRENCY,
  onProgress?: (done: number, total: number) => void,
): Promise<Map<string, ProcessedImage>> {
  const results = new Map<string, ProcessedImage>();
  let next = 0;
  let done = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < jobs.length) {
      const job = jobs[next++] as ImageJob;
      try {
        const processed = await processImage(Buffer.from(job.svg()), { imagesDir, key: job.key });
        if (processed.width !== job.width || processed.height !== job.height) {
          throw new Error(`rendered ${processed.width}×${processed.height} px, expected ${job.width}×${job.height}`);
        }
        results.set(job.key, processed);
      } catch (error) {
        failed = true;
        throw new Error(`Seed image ${job.key} failed: ${(error as Error).message}`);
      }
      onProgress?.(++done, jobs.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, jobs.length)) }, worker));
  return results;
}
