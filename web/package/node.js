// The package in Node: the compiled module is read from the package's own folder.
import { readFile } from 'node:fs/promises';

import { Engine, Game, Kosumi, KosumiError, fromVertex, instantiate, sharedInstance, toVertex } from './kosumi.js';

export { Engine, Game, Kosumi, KosumiError, fromVertex, toVertex };

const wasmFile = new URL('./dist/kosumi-core.wasm', import.meta.url);

/**
 * A new instance of the module. options.wasm may give the compiled module (bytes, a
 * WebAssembly.Module, or a file's path or file: URL) instead of the package's own file.
 */
export async function loadKosumi(options = {}) {
  const source = options.wasm ?? wasmFile;
  return instantiate(typeof source === 'string' || source instanceof URL ? await readFile(source) : source);
}

const shared = sharedInstance(loadKosumi);
/** A GTP engine on an instance shared by these two functions (see Kosumi.createEngine). */
export const createEngine = shared.createEngine;
/** A game on an instance shared by these two functions (see Kosumi.createGame). */
export const createGame = shared.createGame;
