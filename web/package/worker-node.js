// kosumi/worker in Node: the package's API on a worker_threads thread (worker-thread-node.js).
import { Worker } from 'node:worker_threads';

import { KosumiWorker, WorkerEngine, WorkerGame } from './worker.js';

export { KosumiError } from './errors.js';
export { KosumiWorker, WorkerEngine, WorkerGame };

/**
 * Starts a thread with its own module instance; resolves to a KosumiWorker once it is loaded.
 * options.wasm as loadKosumi's (bytes, a WebAssembly.Module, or a file's path or file: URL).
 * The thread keeps Node running until terminate().
 */
export function createWorker(options = {}) {
  const worker = new Worker(new URL('./worker-thread-node.js', import.meta.url));
  const port = {
    post: (message) => worker.postMessage(message),
    onMessage: (handler) => worker.on('message', handler),
    onFailure: (handler) => {
      worker.on('error', handler);
      worker.on('exit', (code) => handler(new Error(`the worker exited (${code})`)));
    },
    terminate: () => worker.terminate(),
  };
  return new KosumiWorker(port)._start(options.wasm);
}
