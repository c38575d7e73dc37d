// The worker_threads thread that kosumi/worker starts in Node (see worker-host.js).
import { parentPort } from 'node:worker_threads';

import { loadKosumi } from './node.js';
import { hostWorker } from './worker-host.js';

hostWorker({
  load: loadKosumi,
  post: (message) => parentPort.postMessage(message),
  onMessage: (handler) => parentPort.on('message', handler),
});
