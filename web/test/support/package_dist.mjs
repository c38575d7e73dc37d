// The package as the tests load it: the built module must be there.
import { existsSync } from 'node:fs';

const wasm = new URL('../../package/dist/kosumi-core.wasm', import.meta.url);
if (!existsSync(wasm)) throw new Error('web/package/dist/kosumi-core.wasm not found: run web/build.sh first');

export * from '../../package/node.js';
