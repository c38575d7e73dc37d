// Types of kosumi/worker: the package's API on a Web Worker or a worker_threads thread.
import type { KosumiWorker, LoadOptions } from './kosumi.js';

export type { KosumiWorker, WorkerEngine, WorkerGame, Stale } from './kosumi.js';
export { KosumiError } from './kosumi.js';

/** Starts a worker with its own module instance; resolves once it is loaded. */
export declare function createWorker(options?: LoadOptions): Promise<KosumiWorker>;
