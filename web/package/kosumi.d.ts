// Types of the kosumi package (the same API from node.js and browser.js).

/** "black" or "white" as answers give them; inputs also take "b", "w", "B", "W", "Black", ... */
export type Color = 'black' | 'white';
/** A GTP vertex such as "D4" (columns A to Z without I, rows from 1 at the bottom), or "pass". */
export type Vertex = string;
/** Why the rules refuse a move. */
export type IllegalReason = 'occupied' | 'suicide' | 'ko' | 'superko';

/** Bad input: a malformed or off-board vertex, a colour not to move, garbage text, a bad option. Nothing changed. */
export interface Invalid {
  ok: false;
  reason: 'invalid';
  error: string;
}
/** A move the rules forbid. Nothing changed. */
export interface Illegal {
  ok: false;
  reason: IllegalReason;
  /** "illegal move: ko", as GTP answers it. */
  error: string;
}
export interface Done {
  ok: true;
}

/** A game's phase: play, dead-stone marking (after two passes under dead=marked), or over. */
export type Phase = 'play' | 'marking' | 'over';
/** How a game ended. */
export type Ending = 'score' | 'resign' | 'draw';
/** What the phase does not allow (a move during marking, a mark in play, anything once over). Nothing changed. */
export interface PhaseRefused {
  ok: false;
  reason: 'phase';
  /** "the game is over", "dead stones are being marked", "pass twice first", ... */
  error: string;
}
/** A draw offer answered by the wrong side, or with none standing, or offered twice. Nothing changed. */
export interface OfferRefused {
  ok: false;
  reason: 'offer';
  error: string;
}
/** toggleDead on an empty point. Nothing changed. */
export interface NoStone {
  ok: false;
  reason: 'empty';
  error: string;
}
export interface Toggled {
  ok: true;
  /** Whether the chain is now marked dead. */
  dead: boolean;
  chain: Vertex[];
  marks: Vertex[];
}
export interface Confirmed {
  ok: true;
  confirmed: Color[];
  /** Enough sides confirmed: the game is over, scored with the marks. */
  complete: boolean;
}
export interface GameResult {
  ok: true;
  phase: Phase;
  /** null until the game is over. */
  ended: Ending | null;
  /** null before the end, for a draw and for jigo. */
  winner: Color | null;
  /** Black's points minus White's; null before the end and for a resignation. */
  margin: number | null;
  /** As SGF's RE writes it: "B+3.5", "W+R", "0"; "" before the end. */
  text: string;
}

export interface Played {
  ok: true;
  color: Color;
  vertex: Vertex;
  /** The stones this move took off the board. */
  captured: Vertex[];
}

/** What play() answers. */
export type PlayResult = Played | Illegal | PhaseRefused | Invalid;
/** What legality() answers. */
export type LegalityResult = Done | Illegal | PhaseRefused | Invalid;

export interface ScoreSide {
  /** Area: stones + territory. Territory: territory + prisoners + dead captured. Komi added for White. */
  points: number;
  /** Living stones on the board. */
  stones: number;
  /** Empty points (dead stones removed) surrounded by this colour alone. */
  territory: number;
  /** Stones this colour captured during play. */
  prisoners: number;
  /** The opponent's dead stones, credited to this colour. */
  deadCaptured: number;
  territoryPoints: Vertex[];
}
export interface Score {
  ok: true;
  /** "B+3.5", "W+0.5", or "0". */
  result: string;
  /** Black's points minus White's. */
  margin: number;
  komi: number;
  scoring: 'area' | 'territory';
  black: ScoreSide;
  white: ScoreSide;
  /** The stones counted as dead (none under dead=as-is). */
  dead: Vertex[];
}

export interface PlayerOptions {
  /**
   * "beginner" plays like a person learning the game (takes captures, does not fill its own
   * eyes, answers near the last move), as the quick-play page's computer does; "normal" searches
   * (default).
   */
  mode?: 'normal' | 'beginner';
  /** 1 (the beginner style) to 10 (one second a move; 2 to 9 search 25 to 12,800 playouts); overrides mode and playouts. */
  level?: number;
  /** Playouts per move; 0 searches by time. */
  playouts?: number;
  /** Seconds per move when searching by time (default 1). */
  time?: number;
  /** Random seed; 0 seeds from the clock. */
  seed?: number;
  playoutPolicy?: 'heavy' | 'light';
  /** Search memory in bytes, 1 MiB to 1 GiB (default 64 MiB). */
  maxMemory?: number;
  /** Resign below this win rate, 0 never (default 0.1). */
  resignThreshold?: number;
  /** Accepted and ignored: the module searches on one thread. */
  threads?: number;
  /** Search with the move model built into the module (default true), as the native engine does. */
  moveModel?: boolean;
}

export interface RulesOptions {
  /** A preset and overrides: "chinese", "japanese ko=simple", "chinese ko=simple dead=as-is komi=6.5". */
  rules?: string;
  /** Komi, over the rules' own. */
  komi?: number;
}

export interface GameOptions extends RulesOptions, PlayerOptions {
  /** 2 to 25 (default 19). */
  size?: number;
  /** Who must confirm the dead stones: "one" (against the computer; default) or "both" (a room). */
  confirm?: 'one' | 'both';
}

export interface EngineOptions extends GameOptions {
  /** Log every command and answer (to onLog). */
  verbose?: boolean;
  /** Receives the log lines the native engine writes to stderr. */
  onLog?: (line: string) => void;
}

export interface GenmoveOptions extends PlayerOptions {
  /** The side to move by default. */
  color?: string;
  /** Play the move (default true); false only suggests it. */
  play?: boolean;
  /**
   * Asked about every 20 ms while the search runs; once it answers true, the search ends with
   * its best move so far (how a worker's search is stopped from another thread).
   */
  stopRequested?: () => boolean;
}
export interface Generated {
  ok: true;
  color: Color;
  /** A vertex, "pass" or "resign". */
  move: Vertex | 'resign';
  played: boolean;
  /** The stones the move took, or for a suggestion (not played) would take. */
  captured: Vertex[];
  /** Time the player took, in seconds. */
  seconds: number;
  playouts: number;
}

/** What genmove() answers. */
export type GenmoveResult = Generated | PhaseRefused | Invalid;

/** The engine as build/kosumi runs it. */
export declare class Engine {
  /**
   * Runs one GTP command line (or several, one per line) and returns the whole answer text, as
   * the native engine writes it. onLine receives each piece of a streaming answer as it is
   * written; returning false ends the stream early.
   */
  gtp(text: string, onLine?: (piece: string) => boolean | void): string;
  readonly quitRequested: boolean;
  onLog?: (line: string) => void;
  dispose(): void;
}

/** One game under a rule set: the referee's and the quick-play page's model. */
export declare class Game {
  readonly size: number;
  /** Every field written out: "chinese ko=simple scoring=area dead=as-is komi=6.5". */
  readonly rules: string;
  readonly komi: number;
  readonly toMove: Color;
  /** Passes in a row since play began or last resumed. */
  readonly consecutivePasses: number;
  /** Play has stopped: two passes (marking or scored), a resignation or a draw. */
  readonly over: boolean;
  /** The colours that have confirmed the marks. */
  readonly confirmations: Color[];
  /** The colour whose draw offer stands. */
  readonly drawOffer: Color | null;
  /** Stones each side has captured. */
  readonly captures: { black: number; white: number };

  setRules(rules: string | RulesOptions): Done | PhaseRefused | Invalid;
  legality(color: string, vertex: Vertex): LegalityResult;
  play(color: string, vertex: Vertex): PlayResult;
  legalMoves(color?: string): { ok: true; moves: Vertex[] } | Invalid;
  /** Row by row from the top: "." empty, "X" black, "O" white. */
  rows(): string[];
  moves(): { color: Color; vertex: Vertex }[];
  /** During marking, takes back the second pass (back to play, marks cleared); refused once over. */
  undo(): Done | PhaseRefused | Invalid;
  /**
   * The score under the rules in force, once both sides passed; dead names stones (whole chains)
   * to remove under dead=marked, the marks when absent.
   */
  score(options?: { dead?: Vertex[] }): Score | PhaseRefused | Invalid;
  /** The stones the engine judges dead in this position. */
  judgeDead(): { ok: true; dead: Vertex[] };
  /**
   * RE is result when given, else the game's result once over (during marking, the board's score
   * as it stands); a game scored with marks gets TB and TW, dead stones among the territory.
   */
  toSgf(options?: { result?: string }): string;
  genmove(options?: GenmoveOptions): GenmoveResult;
  phase(): Phase;
  /** Marking: marks the chain dead, or unmarks it; clears confirmations. */
  toggleDead(vertex: Vertex): Toggled | NoStone | PhaseRefused | Invalid;
  /** Marking: the marks become the engine's judgement (judgeDead). */
  proposeMarks(): { ok: true; marks: Vertex[] } | PhaseRefused;
  /** The marked dead stones; once scored, the agreed ones. */
  marks(): Vertex[];
  /** Marking: color accepts the marks; once enough have (createGame's confirm), the game is over. */
  confirm(color: string): Confirmed | PhaseRefused | Invalid;
  /** Marking: back to play, marks cleared; two more passes reach marking again. */
  resume(): Done | PhaseRefused;
  /** color resigns; the other side wins. */
  resign(color: string): Done | PhaseRefused | Invalid;
  /** Stands until the opponent answers it or moves (a move declines it), or a move is taken back. */
  offerDraw(color: string): Done | OfferRefused | PhaseRefused | Invalid;
  /** Only the offerer's opponent answers: accept ends the game drawn, decline drops the offer. */
  answerDraw(color: string, accept: boolean): Done | OfferRefused | PhaseRefused | Invalid;
  result(): GameResult;
  dispose(): void;
}

/** Thrown by createEngine and createGame on a bad option. */
export declare class KosumiError extends Error {}

/** One instance of the module, with its own memory. */
export declare class Kosumi {
  readonly version: string;
  createEngine(options?: EngineOptions): Engine;
  createGame(options?: GameOptions): Game;
  loadSgf(text: string, options?: GameOptions): { ok: true; game: Game } | Invalid;
  /** Raw light (or heavy) playouts from the empty board, as build/kosumi-bench-playouts times them. */
  benchPlayouts(
    size?: number,
    seconds?: number,
    policy?: 'light' | 'heavy',
    seed?: number,
  ): { ok: true; playoutsPerSecond: number; movesPerSecond: number } | Invalid;
}

export interface LoadOptions {
  /** The compiled module instead of the package's file: bytes, a WebAssembly.Module, a URL (or, in Node, a path). */
  wasm?: ArrayBuffer | ArrayBufferView | WebAssembly.Module | URL | string | Response;
}
export declare function loadKosumi(options?: LoadOptions): Promise<Kosumi>;
export declare function createEngine(options?: EngineOptions): Promise<Engine>;
export declare function createGame(options?: GameOptions): Promise<Game>;
/** The vertex of column x (0 at the left) and row y (0 at the top), or null off the board. */
export declare function toVertex(x: number, y: number, size: number): Vertex | null;
/** {x, y} of a vertex (0, 0 at the top left), or null for a pass or anything malformed. */
export declare function fromVertex(vertex: Vertex, size: number): { x: number; y: number } | null;

// kosumi/worker (worker.d.ts): the same API on another thread, every answer a promise.

/** A worker's genmove whose game was changed while the computer thought: the move was not played. */
export interface Stale {
  ok: false;
  reason: 'stale';
  error: string;
}

/** A Game on a worker's thread: Game's methods and getters, answering promises. */
export interface WorkerGame {
  readonly size: Promise<number>;
  readonly rules: Promise<string>;
  readonly komi: Promise<number>;
  readonly toMove: Promise<Color>;
  readonly consecutivePasses: Promise<number>;
  readonly over: Promise<boolean>;
  readonly confirmations: Promise<Color[]>;
  readonly drawOffer: Promise<Color | null>;
  readonly captures: Promise<{ black: number; white: number }>;
  setRules(rules: string | RulesOptions): Promise<Done | PhaseRefused | Invalid>;
  legality(color: string, vertex: Vertex): Promise<LegalityResult>;
  play(color: string, vertex: Vertex): Promise<PlayResult>;
  legalMoves(color?: string): Promise<{ ok: true; moves: Vertex[] } | Invalid>;
  rows(): Promise<string[]>;
  moves(): Promise<{ color: Color; vertex: Vertex }[]>;
  undo(): Promise<Done | PhaseRefused | Invalid>;
  score(options?: { dead?: Vertex[] }): Promise<Score | PhaseRefused | Invalid>;
  judgeDead(): Promise<{ ok: true; dead: Vertex[] }>;
  toSgf(options?: { result?: string }): Promise<string>;
  /** Played only if no call that may change the game was made while the computer thought. */
  genmove(options?: Omit<GenmoveOptions, 'stopRequested'>): Promise<GenmoveResult | Stale>;
  phase(): Promise<Phase>;
  toggleDead(vertex: Vertex): Promise<Toggled | NoStone | PhaseRefused | Invalid>;
  proposeMarks(): Promise<{ ok: true; marks: Vertex[] } | PhaseRefused>;
  marks(): Promise<Vertex[]>;
  confirm(color: string): Promise<Confirmed | PhaseRefused | Invalid>;
  resume(): Promise<Done | PhaseRefused>;
  resign(color: string): Promise<Done | PhaseRefused | Invalid>;
  offerDraw(color: string): Promise<Done | OfferRefused | PhaseRefused | Invalid>;
  answerDraw(color: string, accept: boolean): Promise<Done | OfferRefused | PhaseRefused | Invalid>;
  result(): Promise<GameResult>;
  dispose(): Promise<void>;
}

/** An Engine on a worker's thread. */
export interface WorkerEngine {
  /** onLine receives each streamed piece as it arrives; false (or the worker's stop()) ends the stream. */
  gtp(text: string, onLine?: (piece: string) => boolean | void): Promise<string>;
  readonly quitRequested: Promise<boolean>;
  dispose(): Promise<void>;
}

/** A worker thread with its own module instance. */
export interface KosumiWorker {
  readonly version: string;
  /** Whether stop() can reach a search: memory is shared with the thread (in pages, cross-origin isolation). */
  readonly canStop: boolean;
  createGame(options?: GameOptions): Promise<WorkerGame>;
  createEngine(options?: EngineOptions): Promise<WorkerEngine>;
  loadSgf(text: string, options?: GameOptions): Promise<{ ok: true; game: WorkerGame } | Invalid>;
  benchPlayouts(
    size?: number,
    seconds?: number,
    policy?: 'light' | 'heavy',
    seed?: number,
  ): Promise<{ ok: true; playoutsPerSecond: number; movesPerSecond: number } | Invalid>;
  /** Every genmove asked so far answers at once with its best move so far; GTP streams end at their next line. */
  stop(): void;
  /** Ends the thread; calls still waiting reject. */
  terminate(): void;
}
