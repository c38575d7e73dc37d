// A module worker that runs the package's GTP engine, as a page would: each message is a command
// line; every streamed piece is posted as it is written, then the whole answer, each with the
// time it was posted (milliseconds since the epoch, comparable across the page and the worker).
import { createEngine } from '../../package/browser.js';

const engine = await createEngine({ size: 9, seed: 2, playouts: 10000 });
self.onmessage = (event) => {
  const answer = engine.gtp(event.data, (piece) => {
    self.postMessage({ piece, at: performance.timeOrigin + performance.now() });
  });
  self.postMessage({ answer, at: performance.timeOrigin + performance.now() });
};
self.postMessage({ ready: true });
