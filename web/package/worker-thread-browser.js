// The module Web Worker that kosumi/worker starts in pages (see worker-host.js).
import { loadKosumi } from './browser.js';
import { hostWorker } from './worker-host.js';

hostWorker({
  load: loadKosumi,
  post: (message) => self.postMessage(message),
  onMessage: (handler) => self.addEventListener('message', (event) => handler(event.data)),
});
