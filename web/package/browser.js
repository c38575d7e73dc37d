// The package in pages and workers: the compiled module is fetched from beside this file (or
// from options.wasm).
import { Engine, Game, Kosumi, KosumiError, fromVertex, instantiate, sharedInstance, toVertex } from './kosumi.js';

export { Engine, Game, Kosumi, KosumiError, fromVertex, toVertex };

const wasmFile = new URL('./dist/kosumi-core.wasm', import.meta.url);

/**
 * A new instance of the module. options.wasm may give the compiled module (a URL, a Response,
 * bytes or a WebAssembly.Module) instead of the file beside this one.
 */
export async function loadKosumi(options = {}) {
  return instantiate(options.wasm ?? wasmFile);
}

const shared = sharedInstance(loadKosumi);
/** A GTP engine on an instance shared by these two functions (see Kosumi.createEngine). */
export const createEngine = shared.createEngine;
/** A game on an instance shared by these two functions (see Kosumi.createGame). */
export const createGame = shared.createGame;
