// The package's API run on another thread (a Web Worker in browsers, worker_threads in Node): the
// same methods as the in-thread API, each answering a promise, so that the caller's thread never
// waits on a search. This file is the caller's side; worker-host.js is the thread's. The two
// entries, worker-browser.js and worker-node.js, differ only in how they start the thread.
//
// Two things the thread cannot be told by a message, since it does not read messages while it
// searches, go through memory shared with it (a SharedArrayBuffer of two counters):
//   STOP_BELOW  every genmove (and GTP stream) asked before stop() ends at once with its best
//               move: the thread's search asks whether its request's number is at most this;
//   ENDED_STREAM  the number of the GTP stream whose onLine returned false.
// Where memory cannot be shared (a page that is not cross-origin isolated), stop() cannot reach
// a search, which then runs to its budget; everything else works the same.
//
// A game's requests are tied to the state they were asked in: each game counts the calls that
// may change it, in the order they are sent, and the thread counts them in the same order. A
// genmove is computed without playing; its move is played only if no such call was made on the
// game while the computer thought, and that is decided here, on the caller's thread, when the
// answer arrives: a move the caller did not see coming is never played. Else the answer is
// {ok: false, reason: 'stale', error}.
import { GAME_CHANGES, GAME_GETTERS, GAME_QUERIES } from './api.js';
import { KosumiError } from './errors.js';

const STOP_BELOW = 0;
const ENDED_STREAM = 1;

// What the thread's answer to a failed call becomes here.
function thrown(error) {
  if (error.name === 'KosumiError') return new KosumiError(error.message);
  const made = new Error(error.message);
  made.name = error.name;
  return made;
}

// Arguments a worker cannot be sent (functions, say); the request was not sent.
class Unsendable extends KosumiError {
  constructor(error) {
    super(`cannot be sent to the worker: ${error?.message ?? error}`);
  }
}

function unsendable(error) {
  return { ok: false, reason: 'invalid', error: error.message };
}

function stale() {
  return { ok: false, reason: 'stale', error: 'the game changed while the computer was thinking' };
}

/** A channel to the thread: post(message) and onMessage(handler) over a Worker of either kind. */
export class KosumiWorker {
  #port;
  #nextId = 1;
  #waiting = new Map();  // id -> {resolve, reject, onPiece}
  #logs = new Map();  // object -> onLog
  #flags;
  #closed = null;
  #version = '';

  /**
   * port: {post(message), onMessage(handler), onFailure(handler), terminate()}; the entries make it.
   * Use createWorker() rather than this constructor.
   */
  constructor(port) {
    this.#port = port;
    this.#flags = sharedFlags();
    port.onMessage((message) => this.#received(message));
    port.onFailure((error) => this.#fail(error));
  }

  /** Starts the thread's module; resolves to this worker. */
  async _start(wasm) {
    const ready = await this.#request({ type: 'init', flags: this.#flags?.buffer ?? null, wasm: cloneableWasm(wasm) });
    this.#version = ready.version;
    return this;
  }

  /** The engine's version. */
  get version() {
    return this.#version;
  }

  /** Whether stop() can reach a search (memory is shared with the thread). */
  get canStop() {
    return this.#flags !== null;
  }

  /** A game on the thread: a promise of a WorkerGame; rejects with KosumiError on a bad option. */
  async createGame(options = {}) {
    const { object } = await this.#request({ object: 0, method: 'createGame', args: [options] });
    return new WorkerGame(this, object);
  }

  /**
   * A GTP engine on the thread: a promise of a WorkerEngine. options as createEngine's; onLog
   * receives the log lines here.
   */
  async createEngine(options = {}) {
    const isObject = options !== null && typeof options === 'object' && !Array.isArray(options);
    // A function cannot be posted: the thread sends the log lines here instead.
    const { onLog, ...rest } = isObject ? options : {};
    if (onLog != null && typeof onLog !== 'function') throw new KosumiError('onLog must be a function');
    const sent = isObject ? { ...rest, ...(typeof onLog === 'function' ? { log: true } : {}) } : options;
    const { object } = await this.#request({ object: 0, method: 'createEngine', args: [sent] });
    if (typeof onLog === 'function') this.#logs.set(object, onLog);
    return new WorkerEngine(this, object);
  }

  /** A game from SGF text: a promise of {ok: true, game} or {ok: false, reason: 'invalid', error}. */
  async loadSgf(text, options = {}) {
    const answer = await this.#request({ object: 0, method: 'loadSgf', args: [text, options] });
    if (!answer.ok) return answer;
    return { ok: true, game: new WorkerGame(this, answer.object) };
  }

  /** Raw playouts from the empty board, as Kosumi.benchPlayouts, on the thread. */
  benchPlayouts(...args) {
    return this.#request({ object: 0, method: 'benchPlayouts', args });
  }

  /**
   * Ends every genmove asked so far at once, each with its best move so far (the ones still
   * waiting their turn on the thread, too), and every GTP stream at its next line. Its promise
   * answers as it would have. A genmove that has its answer becomes stale as usual if the game is
   * changed before it arrives.
   */
  stop() {
    if (this.#flags) Atomics.store(this.#flags, STOP_BELOW, this.#nextId - 1);
  }

  /** Ends the thread; every call still waiting rejects. */
  terminate() {
    this.#fail(new KosumiError('the worker was terminated'));
    this.#port.terminate();
  }

  // Sends a request; resolves to its answer's value. onPiece receives a stream's pieces.
  _send(message, onPiece) {
    return this.#request(message, onPiece);
  }

  // Tells the thread that the stream of request id is to end at its next line.
  _endStream(id) {
    if (this.#flags) Atomics.store(this.#flags, ENDED_STREAM, id);
  }

  // Throws Unsendable, before anything is sent, for arguments that cannot be posted (a function).
  #request(message, onPiece) {
    if (this.#closed) return Promise.reject(this.#closed);
    const id = this.#nextId;
    try {
      this.#port.post({ ...message, id });
    } catch (error) {
      throw new Unsendable(error);
    }
    ++this.#nextId;
    return new Promise((resolve, reject) => this.#waiting.set(id, { resolve, reject, onPiece }));
  }

  #received(message) {
    if (message.type === 'log') {
      this.#logs.get(message.object)?.(message.line);
      return;
    }
    const waiting = this.#waiting.get(message.id);
    if (!waiting) return;
    if (message.type === 'piece') {
      if (waiting.onPiece?.(message.piece, message.id) === false) this._endStream(message.id);
      return;
    }
    this.#waiting.delete(message.id);
    if (message.error) waiting.reject(thrown(message.error));
    else waiting.resolve(message.value);
  }

  #fail(error) {
    this.#closed ??= error instanceof Error ? error : new KosumiError(String(error?.message ?? error));
    for (const waiting of this.#waiting.values()) waiting.reject(this.#closed);
    this.#waiting.clear();
  }
}

// Two shared counters, or null where memory cannot be shared with a worker.
function sharedFlags() {
  if (typeof SharedArrayBuffer !== 'function' || globalThis.crossOriginIsolated === false) return null;
  return new Int32Array(new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT));
}

// A URL object cannot be posted; its text can.
function cloneableWasm(wasm) {
  return wasm instanceof URL ? wasm.href : wasm;
}

// Each remote object's calls go through one worker and carry the object's number.
class Remote {
  #worker;
  #object;
  constructor(worker, object) {
    this.#worker = worker;
    this.#object = object;
  }
  // A promise of the answer; arguments that cannot be posted are answered as bad input.
  _ask(method, args, extra = {}, onPiece) {
    try {
      return this._post(method, args, extra, onPiece);
    } catch (error) {
      if (error instanceof Unsendable) return Promise.resolve(unsendable(error));
      throw error;
    }
  }
  // As _ask, but throws Unsendable when nothing was sent.
  _post(method, args, extra = {}, onPiece) {
    return this.#worker._send({ object: this.#object, method, args, ...extra }, onPiece);
  }
  _get(name) {
    return this.#worker._send({ object: this.#object, get: name });
  }
  get _worker() {
    return this.#worker;
  }
}

/** A Game on the worker's thread: every method and getter of Game, answering promises. */
export class WorkerGame extends Remote {
  #state = 0;

  /**
   * The computer's move, as Game.genmove; played only if the game was not changed while the
   * computer thought, else {ok: false, reason: 'stale', error} (a suggestion, too).
   */
  async genmove(options = {}) {
    const asked = this.#state;
    const isObject = options !== null && typeof options === 'object' && !Array.isArray(options);
    // Bad options are the thread's to refuse, in the in-thread API's words.
    if (!isObject || typeof (options.play ?? true) !== 'boolean') return this._ask('genmove', [options]);
    if (options.stopRequested !== undefined)
      return { ok: false, reason: 'invalid', error: 'stopRequested cannot reach a worker: call stop() on it' };
    const { play = true, ...rest } = options;
    const answer = await this._ask('genmove', [{ ...rest, play: false }]);
    if (!answer.ok) return answer;
    if (this.#state !== asked) return stale();
    if (!play || answer.move === 'resign') return answer;
    // Committed now, on this thread, before anything else can be asked: the thread plays it next.
    this.#change('play', [answer.color, answer.move]).then((played) => {
      if (!played.ok) console.error(`kosumi worker: the generated move ${answer.move} was refused: ${played.error}`);
    }, () => {});
    return { ...answer, played: true };
  }

  // Counted only once sent, as the thread counts what it receives.
  #change(method, args) {
    try {
      const answer = this._post(method, args, { state: this.#state });
      ++this.#state;
      return answer;
    } catch (error) {
      if (error instanceof Unsendable) return Promise.resolve(unsendable(error));
      throw error;
    }
  }

  static {
    for (const method of GAME_CHANGES)
      this.prototype[method] = function change(...args) {
        return this.#change(method, args);
      };
    for (const method of GAME_QUERIES)
      this.prototype[method] = function query(...args) {
        return this._ask(method, args);
      };
    for (const name of GAME_GETTERS)
      Object.defineProperty(this.prototype, name, {
        get() {
          return this._get(name);
        },
      });
  }
}

/** An Engine on the worker's thread: gtp() answers a promise of the whole answer text. */
export class WorkerEngine extends Remote {
  /**
   * Runs GTP text on the thread. onLine receives each piece of a streaming answer here as it
   * arrives; returning false (or stop()) ends the stream at its next line.
   */
  gtp(text, onLine) {
    if (onLine !== undefined && typeof onLine !== 'function') return Promise.resolve('? onLine must be a function\n\n');
    return this._ask('gtp', [text], { stream: typeof onLine === 'function' }, onLine && ((piece) => onLine(piece)));
  }

  get quitRequested() {
    return this._get('quitRequested');
  }

  dispose() {
    return this._ask('dispose', []);
  }
}
