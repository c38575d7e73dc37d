// The worker thread's side of kosumi/worker (worker.js is the caller's): one module instance, its
// games and engines by number, and each request answered in the order it came. Requests:
//   {id, type: 'init', flags, wasm}                 -> {id, value: {version}}
//   {id, object: 0, method, args}                   createGame, createEngine, loadSgf, benchPlayouts
//   {id, object, method, args, state?}              a game's or engine's method
//   {id, object, get}                               a getter
// answered {id, value} or {id, error: {name, message}}; a GTP stream's pieces come first as
// {id, type: 'piece', piece}, an engine's log lines as {type: 'log', object, line}.
import { ENGINE_CALLS, ENGINE_GETTERS, GAME_CHANGES, GAME_GENMOVE, GAME_GETTERS, GAME_QUERIES } from './api.js';
import { KosumiError } from './errors.js';

const STOP_BELOW = 0;
const ENDED_STREAM = 1;

const GAME_CHANGE_SET = new Set(GAME_CHANGES);
const GAME_CALLS = new Set([...GAME_CHANGES, ...GAME_QUERIES, GAME_GENMOVE]);
const GAME_GETTER_SET = new Set(GAME_GETTERS);
const ENGINE_CALL_SET = new Set(ENGINE_CALLS);
const ENGINE_GETTER_SET = new Set(ENGINE_GETTERS);

/**
 * Serves requests from post's other side: load(options) makes the module instance; post(message)
 * answers; onMessage(handler) receives.
 */
export function hostWorker({ load, post, onMessage }) {
  let kosumi = null;
  let flags = null;
  let nextObject = 1;
  // number -> {kind: 'game' | 'engine', target, state}: state counts the calls that may change
  // a game, as the caller counts them.
  const objects = new Map();
  let queue = Promise.resolve();

  const add = (kind, target) => {
    const number = nextObject++;
    objects.set(number, { kind, target, state: 0 });
    return number;
  };

  const stopped = (id) => flags !== null && Atomics.load(flags, STOP_BELOW) >= id;

  async function init(message) {
    flags = message.flags ? new Int32Array(message.flags) : null;
    kosumi = await load(message.wasm === undefined || message.wasm === null ? {} : { wasm: message.wasm });
    return { version: kosumi.version };
  }

  function onInstance(message) {
    const [first, second] = message.args ?? [];
    switch (message.method) {
      case 'createGame':
        return { object: add('game', kosumi.createGame(first)) };
      case 'createEngine': {
        // log: the caller has an onLog, to which the lines are posted.
        const isObject = first !== null && typeof first === 'object' && !Array.isArray(first);
        const { log, ...options } = isObject ? first : {};
        const engine = kosumi.createEngine(isObject ? options : first);
        const object = add('engine', engine);
        if (log === true) engine.onLog = (line) => post({ type: 'log', object, line });
        return { object };
      }
      case 'loadSgf': {
        const loaded = kosumi.loadSgf(first, second);
        return loaded.ok ? { ok: true, object: add('game', loaded.game) } : loaded;
      }
      case 'benchPlayouts':
        return kosumi.benchPlayouts(...(message.args ?? []));
    }
    throw new Error(`no such method: ${message.method}`);
  }

  function onGame(entry, message) {
    if (message.get !== undefined) {
      if (!GAME_GETTER_SET.has(message.get)) throw new Error(`no such property: ${message.get}`);
      return entry.target[message.get];
    }
    if (!GAME_CALLS.has(message.method)) throw new Error(`no such method: ${message.method}`);
    const args = message.args ?? [];
    if (GAME_CHANGE_SET.has(message.method)) {
      // In order, the counts always agree; a disagreement would mean a move computed for one
      // state landing on another, which is refused rather than played.
      const expected = entry.state++;
      if (message.state !== expected)
        return { ok: false, reason: 'stale', error: 'the game changed since this call was made' };
    }
    if (message.method === 'genmove') {
      const options = args[0];
      if (options === null || typeof options !== 'object' || Array.isArray(options)) return entry.target.genmove(options);
      return entry.target.genmove({ ...options, stopRequested: () => stopped(message.id) });
    }
    return entry.target[message.method](...args);
  }

  function onEngine(entry, message) {
    if (message.get !== undefined) {
      if (!ENGINE_GETTER_SET.has(message.get)) throw new Error(`no such property: ${message.get}`);
      return entry.target[message.get];
    }
    if (!ENGINE_CALL_SET.has(message.method)) throw new Error(`no such method: ${message.method}`);
    if (message.method === 'dispose') return entry.target.dispose();
    const [text] = message.args ?? [];
    if (!message.stream) return entry.target.gtp(text);
    return entry.target.gtp(text, (piece) => {
      post({ id: message.id, type: 'piece', piece });
      return !stopped(message.id) && !(flags !== null && Atomics.load(flags, ENDED_STREAM) === message.id);
    });
  }

  async function handle(message) {
    if (message.type === 'init') return init(message);
    if (!kosumi) throw new Error('the worker was not started');
    if (message.object === 0) return onInstance(message);
    const entry = objects.get(message.object);
    if (!entry) throw new KosumiError('this object was disposed');
    const value = entry.kind === 'game' ? onGame(entry, message) : onEngine(entry, message);
    if (message.method === 'dispose') objects.delete(message.object);
    return value;
  }

  onMessage((message) => {
    queue = queue.then(async () => {
      try {
        post({ id: message.id, value: await handle(message) });
      } catch (error) {
        post({ id: message.id, error: { name: error?.name ?? 'Error', message: String(error?.message ?? error) } });
      }
    });
  });
}
