/**
 * scrypt on threads of its own at a low CPU priority (decision 035), so that password hashing takes what the
 * machine has to spare and never the time the server needs to answer pages and queries.
 *
 * One scrypt at the production cost is a few hundred milliseconds of a core (more on a busy or slow machine). On
 * libuv's threads it competes with the event loops as an equal: two logins a second on a 2-core server took most of
 * the machine, and the load test's searches and filters waited 20 s for the event loop. Here every thread lowers its
 * own priority (`nice`, Linux: `/proc/thread-self` names the thread, whose priority `os.setPriority` sets alone) and
 * hashes synchronously, so the scheduler gives a hash the CPU the server leaves; with nothing else to do, a hash takes
 * as long as on libuv's threads. Where a thread cannot lower its priority (another system) it hashes at the normal one.
 */
import type { ScryptOptions } from 'node:crypto';
import { Worker } from 'node:worker_threads';

/** A scrypt computation: the key of `password` and `salt`. */
export type ScryptRunner = (
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
) => Promise<Buffer>;

/** Threads that compute scrypt; see {@link createScryptThreads}. */
export interface ScryptThreads {
  run: ScryptRunner;
  /** Ends the threads; computations still queued or running are rejected. */
  close(): Promise<void>;
}

export interface ScryptThreadsOptions {
  /** Threads at most, started when first needed: the computations running at once. */
  threads: number;
  /** The threads' niceness, 0 (normal) to 19 (lowest priority). */
  nice: number;
}

/** The threads' program (CommonJS, evaluated: the API's bundle has no file of it to point a worker at). */
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
try {
  const thread = Number(String(require('node:fs').readlinkSync('/proc/thread-self')).split('/').pop());
  if (Number.isInteger(thread) && thread > 0) require('node:os').setPriority(thread, workerData.nice);
} catch {}
parentPort.on('message', ({ id, password, salt, keyLength, options }) => {
  try {
    const key = scryptSync(password, Buffer.from(salt), keyLength, options);
    parentPort.postMessage({ id, key: new Uint8Array(key) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
`;

interface Job {
  id: number;
  message: { id: number; password: string; salt: Uint8Array; keyLength: number; options: ScryptOptions };
  resolve(key: Buffer): void;
  reject(error: Error): void;
}

interface Answer {
  id: number;
  key?: Uint8Array;
  error?: string;
}

/**
 * At most `threads` threads at niceness `nice`, each computing one scrypt at a time; computations beyond them wait
 * in order. The threads do not keep the process alive.
 *
 * @example
 * const scrypt = createScryptThreads({ threads: 2, nice: 10 });
 * const key = await scrypt.run('password', salt, 64, { N: 2 ** 17, r: 8, p: 1, maxmem: 192 * 1024 * 1024 });
 */
export function createScryptThreads({ threads, nice }: ScryptThreadsOptions): ScryptThreads {
  if (!Number.isInteger(threads) || threads < 1) throw new RangeError(`threads must be ≥ 1, got ${threads}`);
  if (!Number.isInteger(nice) || nice < 0 || nice > 19) throw new RangeError(`nice must be 0–19, got ${nice}`);
  const idle: Worker[] = [];
  const busy = new Map<Worker, Job>();
  const queue: Job[] = [];
  let started = 0;
  let nextId = 1;
  let closed = false;

  const startThread = (): Worker => {
    const worker = new Worker(THREAD_SOURCE, { eval: true, workerData: { nice } });
    worker.unref();
    started += 1;
    worker.on('message', (answer: Answer) => {
      const job = busy.get(worker);
      if (!job || job.id !== answer.id) return;
      busy.delete(worker);
      if (answer.key) job.resolve(Buffer.from(answer.key));
      else job.reject(new Error(answer.error ?? 'scrypt failed'));
      idle.push(worker);
      next();
    });
    // A thread that ends (an error, or terminated) takes its computation with it; the next one starts a new thread.
    let ended = false;
    const gone = (error: Error) => {
      if (ended) return;
      ended = true;
      started -= 1;
      const at = idle.indexOf(worker);
      if (at >= 0) idle.splice(at, 1);
      const job = busy.get(worker);
      busy.delete(worker);
      job?.reject(error);
      next();
    };
    worker.on('error', gone);
    worker.on('exit', (code) => gone(new Error(`the scrypt thread ended (${code})`)));
    return worker;
  };

  const next = () => {
    while (!closed && queue.length > 0) {
      const worker = idle.pop() ?? (started < threads ? startThread() : undefined);
      if (!worker) return;
      const job = queue.shift() as Job;
      busy.set(worker, job);
      worker.postMessage(job.message);
    }
  };

  return {
    run(password, salt, keyLength, options) {
      if (closed) return Promise.reject(new Error('The scrypt threads are closed'));
      return new Promise<Buffer>((resolve, reject) => {
        const id = nextId++;
        queue.push({ id, message: { id, password, salt: new Uint8Array(salt), keyLength, options }, resolve, reject });
        next();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('The scrypt threads are closed'));
      const all = [...idle, ...busy.keys()];
      idle.length = 0;
      await Promise.all(all.map((worker) => worker.terminate()));
    },
  };
}
