// The package's API over the WebAssembly module: the GTP engine, the referee game and the
// benchmark. Shared by the Node entry (node.js) and the browser and worker entry (browser.js),
// which differ only in how they read the .wasm file.
import createKosumiCore from './dist/kosumi-core.mjs';
import { KosumiError, quotedInput } from './errors.js';

export { KosumiError };

// Frees an engine's memory in the module when its JavaScript object is collected, for callers
// that never call dispose(). Games need none: see LiveGames.
const collector =
  typeof FinalizationRegistry === 'function' ? new FinalizationRegistry((handle) => handle.delete()) : null;

// Runs f, a call into the module. A C++ exception that escapes the module (its memory is
// exhausted: too many games held, too much search memory asked for) reaches JavaScript as a bare
// WebAssembly.Exception, or as a RangeError when the module cannot grow; it leaves as a
// KosumiError that says what to do. The module stays usable: the call's own memory was given
// back as the exception unwound.
function intoModule(f) {
  try {
    return f();
  } catch (error) {
    if (error instanceof KosumiError) throw error;
    const bare = typeof WebAssembly.Exception === 'function' && error instanceof WebAssembly.Exception;
    if (!bare && !(error instanceof RangeError)) throw error;
    throw new KosumiError('the engine ran out of memory: dispose() the games and engines no longer used, ' +
      'or ask for less maxMemory');
  }
}

function invalid(error) {
  return { ok: false, reason: 'invalid', error };
}

function isText(value) {
  return typeof value === 'string';
}

// A plain options object (not null, not an array).
function isOptions(value) {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

class Handle {
  #handle;
  #kosumi;
  constructor(kosumi, handle) {
    this.#kosumi = kosumi;
    this.#handle = handle;
    collector?.register(this, handle, this);
  }
  // Runs f on the handle with this object's log sink in place.
  _call(f) {
    if (!this.#handle) throw new KosumiError('this object was disposed');
    return this.#kosumi._withLog(this.onLog, () => intoModule(() => f(this.#handle)));
  }
  /** Frees the memory this object holds in the module; it cannot be used afterwards. */
  dispose() {
    if (!this.#handle) return;
    collector?.unregister(this);
    this.#handle.delete();
    this.#handle = null;
  }
}

/**
 * The engine as build/kosumi runs it: a GTP session that answers text.
 */
export class Engine extends Handle {
  #quit = false;
  constructor(kosumi, handle, onLog) {
    super(kosumi, handle);
    this.onLog = onLog;
  }

  /**
   * Runs one GTP command line (or several, one per line) and returns the whole answer text,
   * exactly as the native engine writes it ("= ...\n\n" or "? ...\n\n" per command).
   * onLine, when given, receives each piece of a streaming answer (lz-analyze, kata-analyze and
   * their genmove forms) as it is written; returning false ends the stream early.
   */
  gtp(text, onLine) {
    if (!isText(text)) return '? command must be a string\n\n';
    if (onLine !== undefined && typeof onLine !== 'function') return '? onLine must be a function\n\n';
    // After quit the native engine's process is gone; here its memory is given back and every
    // later command is refused, as a client that writes to an ended engine learns it has ended.
    if (this.#quit) return '? the engine has quit\n\n';
    const answer = this._call((h) => h.run(text, onLine));
    if (this._call((h) => h.quitRequested())) {
      this.#quit = true;
      this.dispose();
    }
    return answer;
  }

  /** Whether the engine was sent quit (it has then ended and freed its memory). */
  get quitRequested() {
    return this.#quit || this._call((h) => h.quitRequested());
  }
}

// The module memory an instance's games may hold between calls. The games used last stay in the
// module; beyond the budget the least recently used are kept as bytes in JavaScript instead (the
// module's RefereeGame.save: 6 KiB for a new 19x19 game, 14 KiB after 200 moves) and made again
// on their next call, which costs about 20 microseconds. 10,000 games of 19x19 with 200 moves
// each (about 21 KiB each in the module) fit, so a server of that size never pays it. A game
// dropped without dispose() is freed when the collector finds it, or at the latest leaves the
// module once newer games fill the budget, and its bytes are then freed like any array's: the
// memory stays bounded however many games are dropped.
const GAME_MEMORY_BUDGET = 256 * 1024 * 1024;

const weakly = (object) => (typeof WeakRef === 'function' ? new WeakRef(object) : { deref: () => object });

// The games of one instance that are in the module now, in the order they came in: each entry
// holds its game weakly, its handle in the module, the bytes it holds there, whether it was used
// since the last trim looked at it, and how many calls into it are in progress (a stopRequested
// function may call into another game). Over the budget, the oldest unused games leave first; a
// used one gets a second chance at the back (the clock algorithm: a use costs a flag, not a move
// in the order).
class LiveGames {
  #entries = new Set();
  #bytes = 0;
  #collector =
    typeof FinalizationRegistry === 'function' ? new FinalizationRegistry((entry) => this.free(entry)) : null;

  // A game just made in the module: its entry.
  add(game, h) {
    const entry = { game: weakly(game), handle: h, bytes: h.memoryBytes(), used: false, uses: 0, busy: 0 };
    this.#entries.add(entry);
    this.#bytes += entry.bytes;
    this.#collector?.register(game, entry, entry);
    if (this.#bytes > GAME_MEMORY_BUDGET) this.#trim(entry);
    return entry;
  }
  // entry is about to be used. Its size is asked again every 16th use: moves add to it slowly.
  use(entry) {
    entry.used = true;
    if (++entry.uses % 16 === 0) {
      const h = entry.handle;
      const bytes = h.memoryBytes();
      this.#bytes += bytes - entry.bytes;
      entry.bytes = bytes;
      if (this.#bytes > GAME_MEMORY_BUDGET) this.#trim(entry);
    }
  }
  // Takes game out of the module now, as the budget would; false when it is not in or inside a
  // call. For tests.
  pushOut(game) {
    for (const entry of this.#entries) {
      if (entry.game.deref() !== game) continue;
      if (entry.busy > 0 || !game._leaveModule()) return false;
      this.free(entry);
      return true;
    }
    return false;
  }
  // Frees the entry's game in the module: disposed, collected, or saved as bytes.
  free(entry) {
    if (!this.#entries.delete(entry)) return;
    this.#bytes -= entry.bytes;
    this.#collector?.unregister(entry);
    entry.handle.delete();
  }
  // Games leave the module until it is within the budget, the oldest unused first, never
  // `current` or one inside a call.
  #trim(current) {
    let looked = 0;
    for (const entry of this.#entries) {
      if (this.#bytes <= GAME_MEMORY_BUDGET) break;
      // Every game was in use or used since: nothing more to take this time.
      if (++looked > 2 * this.#entries.size) break;
      if (entry === current || entry.busy > 0) continue;
      if (entry.used) {
        entry.used = false;
        this.#entries.delete(entry);
        this.#entries.add(entry);
        continue;
      }
      const game = entry.game.deref();
      if (!game || game._leaveModule()) this.free(entry);
    }
  }
}

// The player's options of a game's options (those not about the board, the rules or the
// marking), kept to make the game again from its bytes; undefined when there are none.
function playerOptionsOf(options) {
  const { size, rules, komi, confirm, ...player } = options;
  return Object.keys(player).length ? player : undefined;
}

/**
 * One game under a rule set, for servers that referee and pages that play.
 */
export class Game {
  #kosumi;
  #entry;            // the game's entry in the module (LiveGames), or null while kept as bytes
  #saved = null;     // its bytes while out of the module
  #player;           // the player's options it was made with
  #disposed = false;
  constructor(kosumi, handle, player) {
    this.#kosumi = kosumi;
    this.#player = player;
    this.#entry = kosumi._liveGames.add(this, handle);
  }

  // Runs f on the game in the module, making it again from its bytes when it is out.
  _call(f) {
    if (this.#disposed) throw new KosumiError('this object was disposed');
    return this.#kosumi._withLog(this.onLog, () => intoModule(() => {
      const entry = this.#enter();
      ++entry.busy;
      try {
        return f(entry.handle);
      } finally {
        // Disposed by a callback during the call: freed now that the module is done with it.
        if (--entry.busy === 0 && this.#disposed) this.#kosumi._liveGames.free(entry);
      }
    }));
  }
  #enter() {
    const live = this.#kosumi._liveGames;
    if (this.#entry) {
      live.use(this.#entry);
    } else {
      const made = this.#kosumi._loadGame(this.#saved, this.#player);
      if (!made.ok) throw new KosumiError(`the game could not be made again from its bytes: ${made.error}`);
      this.#entry = live.add(this, made.game);
      this.#saved = null;
    }
    return this.#entry;
  }
  // The game's bytes are taken from the module, which then frees it (LiveGames); false,
  // changing nothing, when saving fails.
  _leaveModule() {
    const h = this.#entry?.handle;
    if (!h) return true;
    try {
      this.#saved = h.save();
    } catch {
      return false;
    }
    this.#entry = null;
    return true;
  }
  // Whether the game is in the module now (for tests of LiveGames).
  get _inModule() {
    return this.#entry !== null;
  }
  /** Frees the memory this game holds; it cannot be used afterwards. */
  dispose() {
    if (this.#disposed) return;
    this.#disposed = true;
    this.#saved = null;
    if (this.#entry && this.#entry.busy === 0) this.#kosumi._liveGames.free(this.#entry);
  }

  get size() {
    return this._call((h) => h.size());
  }
  /** The rules in force, every field written out: "chinese ko=simple scoring=area dead=as-is komi=6.5". */
  get rules() {
    return this._call((h) => h.rules());
  }
  get komi() {
    return this._call((h) => h.komi());
  }
  /** "black" or "white". */
  get toMove() {
    return this._call((h) => h.toMove());
  }
  /** Passes in a row since play began or last resumed; two end play. */
  get consecutivePasses() {
    return this._call((h) => h.consecutivePasses());
  }
  /** Whether play has stopped: two passes (marking or scored), a resignation or a draw. */
  get over() {
    return this.phase() !== 'play';
  }
  /** "play", "marking" (dead stones, after two passes under dead=marked) or "over". */
  phase() {
    return this._call((h) => h.phase());
  }

  /** Changes the rules: a rules text, or {rules, komi}. */
  setRules(rules) {
    if (!isText(rules) && !isOptions(rules)) return invalid('rules must be a string or an object');
    return this._call((h) => h.setRules(rules));
  }
  /** Whether color may play vertex now, and if not, why. */
  legality(color, vertex) {
    if (!isText(color) || !isText(vertex)) return invalid('color and vertex must be strings');
    return this._call((h) => h.legality(color, vertex));
  }
  /** Plays vertex (or "pass") for color when legal; answers the stones it captured. */
  play(color, vertex) {
    if (!isText(color) || !isText(vertex)) return invalid('color and vertex must be strings');
    return this._call((h) => h.play(color, vertex));
  }
  /** Every vertex color may play now (passing aside). */
  legalMoves(color = this.toMove) {
    if (!isText(color)) return invalid('color must be a string');
    return this._call((h) => h.legalMoves(color));
  }
  /** Stones each side has captured. */
  get captures() {
    return this._call((h) => h.captures());
  }
  /** The board, row by row from the top: "." empty, "X" black, "O" white. */
  rows() {
    return this._call((h) => h.rows());
  }
  /** Every move so far, passes included. */
  moves() {
    return this._call((h) => h.moves());
  }
  /**
   * Takes back the last move. During marking that is the second pass: play resumes, the marks
   * cleared. Refused once the game is over.
   */
  undo() {
    return this._call((h) => h.undo());
  }
  /**
   * The score under the rules in force, once both sides passed. options.dead lists stones to
   * count as dead (each names its chain; used under dead=marked); without it, the marks.
   */
  score(options = {}) {
    if (!isOptions(options)) return invalid('options must be an object');
    const keys = Object.keys(options).filter((k) => k !== 'dead');
    if (keys.length) return invalid(`unknown option ${quotedInput(keys[0])}`);
    return this._call((h) => h.score(options.dead));
  }
  /** The stones the engine judges dead in this position. */
  judgeDead() {
    return this._call((h) => h.judgeDead());
  }
  /**
   * The game as SGF. RE is options.result when given, else the game's result once over, else,
   * during marking, the score of the board as it stands. A game scored with marked dead stones
   * gets TB and TW (territory, dead stones included) in its last node.
   */
  toSgf(options = {}) {
    // null, like no argument, asks for the defaults.
    if (options === null) options = {};
    if (!isOptions(options)) return '';
    const result = options.result === undefined ? '' : String(options.result);
    return this._call((h) => h.sgf(result));
  }
  /**
   * The computer's move for the side to move, played unless options.play is false.
   * options: mode ("beginner" | "normal"), level (1..10), playouts, time, seed, color, play,
   * and stopRequested: a function asked about every 20 ms while the search runs; once it
   * answers true, the search ends with its best move so far.
   */
  genmove(options = {}) {
    if (!isOptions(options)) return invalid('options must be an object');
    const { stopRequested, ...rest } = options;
    if (stopRequested !== undefined && typeof stopRequested !== 'function')
      return invalid('bad value for stopRequested: must be a function');
    // An exception must not unwind through the search in the module: it is taken as a stop.
    const asked = stopRequested && (() => {
      try {
        return stopRequested() === true;
      } catch {
        return true;
      }
    });
    return this._call((h) => h.genmove(rest, asked));
  }

  /** Marking: marks the chain at vertex dead, or unmarks it; confirmations are cleared. */
  toggleDead(vertex) {
    if (!isText(vertex)) return invalid('vertex must be a string');
    return this._call((h) => h.toggleDead(vertex));
  }
  /** Marking: the marks become the engine's judgement of the dead stones. */
  proposeMarks() {
    return this._call((h) => h.proposeMarks());
  }
  /** The marked dead stones (once scored, the agreed ones). */
  marks() {
    return this._call((h) => h.marks());
  }
  /** The colours that have confirmed the marks. */
  get confirmations() {
    return this._call((h) => h.confirmations());
  }
  /** Marking: color accepts the marks; once enough have, the game is over, scored with them. */
  confirm(color) {
    if (!isText(color)) return invalid('color must be a string');
    return this._call((h) => h.confirm(color));
  }
  /** Marking: back to play with the marks cleared. */
  resume() {
    return this._call((h) => h.resume());
  }
  /** color resigns; the other side wins. */
  resign(color) {
    if (!isText(color)) return invalid('color must be a string');
    return this._call((h) => h.resign(color));
  }
  /** color offers a draw; the opponent answers it, or declines it by moving. */
  offerDraw(color) {
    if (!isText(color)) return invalid('color must be a string');
    return this._call((h) => h.offerDraw(color));
  }
  /** The opponent of the offerer accepts (drawn, over) or declines the draw offer. */
  answerDraw(color, accept) {
    if (!isText(color) || typeof accept !== 'boolean') return invalid('color must be a string, accept a boolean');
    return this._call((h) => h.answerDraw(color, accept));
  }
  /** The colour whose draw offer stands, or null. */
  get drawOffer() {
    return this._call((h) => h.drawOffer()) || null;
  }
  /** {ok, phase, ended, winner, margin, text}: how the game ended, null fields before. */
  result() {
    return this._call((h) => h.result());
  }
}

/** Letters of the columns, as GTP writes them (no I). */
const COLUMNS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';

/** The vertex of column x (0 = left) and row y (0 = top) on a board of this size: "D4". */
export function toVertex(x, y, size) {
  if (![x, y, size].every(Number.isInteger) || size < 2 || size > 25 || x < 0 || y < 0 || x >= size || y >= size)
    return null;
  return COLUMNS[x] + String(size - y);
}

/**
 * {x, y} (0, 0 at the top left) of a vertex on a board of this size (2 to 25; the rows count from
 * the bottom, so the size is needed), or null for a pass, a missing size or anything malformed.
 */
export function fromVertex(vertex, size) {
  if (!isText(vertex) || !Number.isInteger(size) || size < 2 || size > 25) return null;
  const m = /^([A-HJ-Za-hj-z])([1-9][0-9]?)$/.exec(vertex);
  if (!m) return null;
  const x = COLUMNS.indexOf(m[1].toUpperCase());
  const row = Number(m[2]);
  if (x >= size || row > size) return null;
  return { x, y: size - row };
}

/**
 * One instance of the WebAssembly module, with its own memory: engines and games made from it
 * share that memory and must be used from one thread.
 */
export class Kosumi {
  #core;
  #log = null;
  _liveGames = new LiveGames();
  constructor(core, printSink) {
    this.#core = core;
    printSink.target = (line) => this.#log?.(line);
  }

  /** The engine's version. */
  get version() {
    return this.#core.version();
  }

  _withLog(onLog, f) {
    const previous = this.#log;
    this.#log = typeof onLog === 'function' ? onLog : null;
    try {
      return f();
    } finally {
      this.#log = previous;
    }
  }

  /**
   * A GTP engine. options: size, rules, komi, seed, playouts, time, mode, level,
   * playoutPolicy, maxMemory, resignThreshold, verbose, and onLog (receives the engine's log
   * lines, which the native engine writes to stderr). Throws KosumiError on a bad option.
   */
  createEngine(options = {}) {
    if (!isOptions(options)) throw new KosumiError('options must be an object');
    const { onLog, ...rest } = options;
    if (onLog != null && typeof onLog !== 'function') throw new KosumiError('onLog must be a function');
    const made = intoModule(() => this.#core.newGtpEngine(rest));
    if (!made.ok) throw new KosumiError(made.error);
    return new Engine(this, made.engine, onLog);
  }

  /**
   * A new game. options: size (19), rules ("chinese"; a preset and overrides), komi, confirm
   * ("one" or "both": who must confirm the dead stones; "one"), and the defaults of genmove (mode, level, playouts, time, seed, ...). Throws KosumiError on a bad
   * option.
   */
  createGame(options = {}) {
    if (!isOptions(options)) throw new KosumiError('options must be an object');
    // One reading of the caller's object, for the game and for making it again later.
    const given = { ...options };
    const made = intoModule(() => this.#core.newRefereeGame(given));
    if (!made.ok) throw new KosumiError(made.error);
    return new Game(this, made.game, playerOptionsOf(given));
  }

  /** A game from SGF text: {ok: true, game} or {ok: false, reason: "invalid", error}. */
  loadSgf(text, options = {}) {
    if (!isText(text)) return invalid('SGF must be a string');
    if (!isOptions(options)) return invalid('options must be an object');
    const given = { ...options };
    const made = intoModule(() => this.#core.refereeGameFromSgf(text, given));
    if (!made.ok) return made;
    return { ok: true, game: new Game(this, made.game, playerOptionsOf(given)) };
  }

  _loadGame(bytes, player) {
    return this.#core.loadRefereeGame(bytes, player);
  }

  /**
   * Raw playouts from the empty board for about `seconds`, as build/kosumi-bench-playouts
   * times them: {ok, playoutsPerSecond, movesPerSecond}.
   */
  benchPlayouts(size = 19, seconds = 1, policy = 'light', seed = 1234) {
    if (![size, seconds, seed].every((v) => typeof v === 'number') || !isText(policy))
      return invalid('size, seconds and seed must be numbers, policy a string');
    return intoModule(() => this.#core.benchPlayouts(size, seconds, seed, policy));
  }
}

/**
 * Makes an instance from the compiled module's source: bytes (ArrayBuffer or a typed array), a
 * WebAssembly.Module, a Response, or a URL to fetch.
 */
export async function instantiate(source) {
  const sink = { target: null };
  // The module's factory never settles when the compiled code cannot be had: race it with the
  // loading's own failure.
  let fail;
  const failed = new Promise((resolve, reject) => {
    fail = reject;
  });
  const core = await Promise.race([
    createKosumiCore({
      instantiateWasm(imports, done) {
        instantiateFrom(source, imports).then(done, fail);
        return {};
      },
      print: (line) => sink.target?.(line),
      printErr: (line) => sink.target?.(line),
    }),
    failed,
  ]);
  return new Kosumi(core, sink);
}

async function instantiateFrom(source, imports) {
  if (source instanceof WebAssembly.Module) return WebAssembly.instantiate(source, imports);
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source))
    return (await WebAssembly.instantiate(source, imports)).instance;
  const response =
    typeof Response === 'function' && source instanceof Response
      ? source
      : await fetch(source, { credentials: 'same-origin' });
  if (!response.ok) throw new KosumiError(`cannot load ${response.url}: HTTP ${response.status}`);
  if (typeof WebAssembly.instantiateStreaming === 'function' &&
      response.headers.get('Content-Type')?.startsWith('application/wasm'))
    return (await WebAssembly.instantiateStreaming(response, imports)).instance;
  return (await WebAssembly.instantiate(await response.arrayBuffer(), imports)).instance;
}

/**
 * createEngine and createGame on one instance shared by their callers, loaded by `load` on
 * first use (and again after a failed load).
 */
export function sharedInstance(load) {
  let shared = null;
  const get = () => {
    shared ??= load().catch((error) => {
      shared = null;
      throw error;
    });
    return shared;
  };
  return {
    createEngine: async (options) => (await get()).createEngine(options),
    createGame: async (options) => (await get()).createGame(options),
  };
}
