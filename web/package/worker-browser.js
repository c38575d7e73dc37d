// kosumi/worker in pages: the package's API on a module Web Worker (worker-thread-browser.js).
import { KosumiWorker, WorkerEngine, WorkerGame } from './worker.js';

export { KosumiError } from './errors.js';
export { KosumiWorker, WorkerEngine, WorkerGame };

/**
 * Starts a worker with its own module instance; resolves to a KosumiWorker once it is loaded.
 * options.wasm as loadKosumi's (a URL, bytes or a WebAssembly.Module).
 */
export function createWorker(options = {}) {
  const worker = new Worker(new URL('./worker-thread-browser.js', import.meta.url), { type: 'module' });
  const port = {
    post: (message) => worker.postMessage(message),
    onMessage: (handler) => worker.addEventListener('message', (event) => handler(event.data)),
    onFailure: (handler) => worker.addEventListener('error', (event) => handler(new Error(event.message || 'the worker failed'))),
    terminate: () => worker.terminate(),
  };
  return new KosumiWorker(port)._start(options.wasm);
}
