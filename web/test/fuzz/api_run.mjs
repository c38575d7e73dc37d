// One fuzz run: makes the scenario's games, makes its calls one by one and checks, after each,
// the API's promises:
//   - nothing throws but a KosumiError, and that only where the API throws at all (a disposed
//     object, createGame's bad options);
//   - a refused call ({ok: false}) and every question (rows, score, toSgf, ...) leave the game's
//     whole observable state as it was; no call on one game changes another;
//   - what an accepted move, pass, undo or generated move answers matches what it did (captures,
//     stones, turn, history), and the phase, the result and the SGF agree with each other;
//   - the native engine (build/kosumi) replaying the same calls accepts and refuses the same
//     moves for the same reasons, and has the same captures, stones, legal moves and scores.
// A failure throws FuzzFailure with the calls made so far, as a script that replays them.
import { KosumiError, fromVertex, toVertex } from '../support/package_dist.mjs';
import { showAnswer, showValue } from './show_value.mjs';

const COLUMNS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';
const ILLEGAL_REASONS = ['occupied', 'suicide', 'ko', 'superko'];
// Calls that only ask: the game must be exactly as it was afterwards.
const QUESTIONS = new Set(['legality', 'legalMoves', 'score', 'judgeDead', 'toSgf', 'marks', 'result', 'phase']);

export class FuzzFailure extends Error {
  constructor(message, script) {
    super(`${message}\n\nReplay (as a .mjs file in web/test/fuzz/):\n${script}`);
    this.name = 'FuzzFailure';
    this.check = message.split('\n')[0];
  }
}

// The engine's colour words, as parseColor reads them.
function colorOf(text) {
  if (typeof text !== 'string') return null;
  const t = text.toLowerCase();
  if (t === 'b' || t === 'black') return 'black';
  if (t === 'w' || t === 'white') return 'white';
  return null;
}

const other = (c) => (c === 'black' ? 'white' : 'black');

function spell(color, form) {
  return [color, color[0], color[0].toUpperCase(), color[0].toUpperCase() + color.slice(1)][form % 4];
}

// A GTP argument the native engine reads as the referee does: one printable token that its line
// cleaning (comments, control characters) leaves alone.
function isGtpToken(text) {
  return typeof text === 'string' && text.length > 0 && text.length < 200 && /^[\x21-\x7e]+$/.test(text) && !text.includes('#');
}

function pointsOf(rows, want) {
  const size = rows.length;
  const out = [];
  rows.forEach((row, y) => [...row].forEach((c, x) => want(c) && out.push(toVertex(x, y, size))));
  return out;
}

// list_stones' order: A1, B1, ..., then row 2.
function listStones(rows, mark) {
  const size = rows.length;
  const out = [];
  for (let y = size - 1; y >= 0; --y) for (let x = 0; x < size; ++x) if (rows[y][x] === mark) out.push(toVertex(x, y, size));
  return out.join(' ');
}

/** Everything a caller can observe of a game. */
// The stones `color` would take by playing `vertex` on `rows` (the top row first, "X" black, "O"
// white), sorted: the opponent's chains beside it left without a liberty.
function wouldCapture(rows, vertex, color) {
  const size = rows.length;
  const at = fromVertex(vertex, size);
  if (!at) return [];
  const grid = rows.map((row) => [...row]);
  const mine = color === 'black' ? 'X' : 'O';
  const theirs = mine === 'X' ? 'O' : 'X';
  grid[at.y][at.x] = mine;
  const near = (x, y) => [[x + 1, y], [x - 1, y], [x, y + 1], [x, y - 1]].filter(([a, b]) => a >= 0 && b >= 0 && a < size && b < size);
  const seen = new Set();
  const taken = [];
  for (const [x, y] of near(at.x, at.y)) {
    if (grid[y][x] !== theirs || seen.has(y * size + x)) continue;
    const chain = [[x, y]];
    seen.add(y * size + x);
    let free = false;
    for (let i = 0; i < chain.length; ++i)
      for (const [a, b] of near(...chain[i])) {
        if (grid[b][a] === '.') free = true;
        else if (grid[b][a] === theirs && !seen.has(b * size + a)) {
          seen.add(b * size + a);
          chain.push([a, b]);
        }
      }
    if (!free) taken.push(...chain.map(([a, b]) => toVertex(a, b, size)));
  }
  return taken.sort();
}

function stateOf(game) {
  return JSON.stringify({
    size: game.size, rules: game.rules, komi: game.komi, toMove: game.toMove, passes: game.consecutivePasses,
    over: game.over, phase: game.phase(), captures: game.captures, rows: game.rows(), moves: game.moves(),
    marks: game.marks(), confirmations: game.confirmations, drawOffer: game.drawOffer, result: game.result(),
    sgf: game.toSgf(),
  });
}

class Run {
  constructor(kosumi, scenario) {
    this.kosumi = kosumi;
    this.scenario = scenario;
    this.entries = [];
    this.script = ["import { fromVertex, loadKosumi, toVertex } from '../support/package_dist.mjs';",
      'const kosumi = await loadKosumi();'];
    this.stats = { calls: 0, refused: 0, accepted: 0, thrown: 0, moves: 0, phases: {}, reasons: {}, ms: {} };
  }

  fail(message) {
    throw new FuzzFailure(message, this.script.join('\n'));
  }

  check(condition, message) {
    if (!condition) this.fail(message);
  }

  // A game alive in the run, with what the native engine must answer when it replays it.
  adopt(game, withNative) {
    const name = `g${this.entries.length}`;
    const entry = { name, game, disposed: false, lastCaptured: [], history: [], native: null };
    if (withNative) {
      entry.native = [];
      this.expect(entry, `boardsize ${game.size}`, '=');
      this.expect(entry, 'clear_board', '=');
      this.expect(entry, `kosumi-rules ${game.rules}`, '=');
    }
    this.entries.push(entry);
    return entry;
  }

  expect(entry, command, answer) {
    entry.native?.push({ command, answer, call: this.script.length - 1 });
  }

  // The stones and captures the native engine must have now.
  expectBoard(entry) {
    const rows = entry.game.rows();
    const captures = entry.game.captures;
    this.expect(entry, 'captures black', `= ${captures.black}`);
    this.expect(entry, 'captures white', `= ${captures.white}`);
    this.expect(entry, 'list_stones black', `= ${listStones(rows, 'X')}`);
    this.expect(entry, 'list_stones white', `= ${listStones(rows, 'O')}`);
  }

  resolveColor(entry, value) {
    if (value !== null && typeof value === 'object' && 'side' in value && 'form' in value) {
      const toMove = entry && !entry.disposed ? entry.game.toMove : 'black';
      return spell(value.side === 'toMove' ? toMove : other(toMove), value.form);
    }
    return this.resolve(entry, value);
  }

  resolveVertex(entry, value) {
    if (value === null || typeof value !== 'object' || !('point' in value)) return this.resolve(entry, value);
    const rows = entry && !entry.disposed ? entry.game.rows() : ['...'];
    const size = rows.length;
    const pick = (list, fallback) => (list.length ? list[value.i % list.length] : fallback);
    switch (value.point) {
      case 'empty': return pick(pointsOf(rows, (c) => c === '.'), 'pass');
      case 'stone': return pick(pointsOf(rows, (c) => c !== '.'), toVertex(0, 0, size));
      case 'captured': return pick(entry?.lastCaptured ?? [], pick(pointsOf(rows, (c) => c === '.'), 'pass'));
      case 'grid': {
        const text = `${COLUMNS[value.x % COLUMNS.length]}${value.y + 1}`;
        return value.lower ? text.toLowerCase() : text;
      }
    }
    return 'pass';
  }

  // The literal behind a placeholder: huge text, a Symbol, a long list; colours and vertices
  // inside objects (genmove's color) too.
  resolve(entry, value) {
    if (Array.isArray(value)) return value.map((v) => this.resolveVertex(entry, v));
    if (value === null || typeof value !== 'object') return value;
    if ('huge' in value && 'char' in value) return value.char.repeat(value.huge);
    if ('symbol' in value) return Symbol(value.symbol);
    if ('manyOf' in value) return new Array(value.count).fill(value.manyOf);
    if ('side' in value && 'form' in value) return this.resolveColor(entry, value);
    if ('point' in value) return this.resolveVertex(entry, value);
    const out = {};
    for (const [k, v] of Object.entries(value))
      out[k] = k === 'color' ? this.resolveColor(entry, v) : k === 'dead' ? this.resolve(entry, v) : this.resolve(entry, v);
    return out;
  }

  // The concrete arguments of a call on this game.
  argumentsOf(entry, call) {
    const [a, b, c, d] = call.args;
    switch (call.method) {
      case 'play': case 'legality': return [this.resolveColor(entry, a), this.resolveVertex(entry, b)];
      case 'pass': return [this.resolveColor(entry, { side: 'toMove', form: a }), 'pass'];
      case 'legalMoves': case 'confirm': case 'resign': case 'offerDraw': return a === undefined ? [] : [this.resolveColor(entry, a)];
      case 'answerDraw': return [this.resolveColor(entry, a), this.resolve(entry, b)];
      case 'toggleDead': return [this.resolveVertex(entry, a)];
      case 'score': case 'genmove': case 'toSgf': case 'setRules': case 'createGame':
        return a === undefined ? [] : [this.resolve(entry, a)];
      case 'loadSgf': return [this.resolve(entry, a), ...(b === undefined ? [] : [this.resolve(entry, b)])];
      case 'vertexHelpers': return [this.resolve(entry, a), this.resolve(entry, b), this.resolve(entry, c), this.resolveVertex(entry, d)];
      default: return [];
    }
  }

  async start() {
    for (const setup of this.scenario.games) {
      const options = { size: setup.size, rules: setup.rules, confirm: setup.confirm, seed: setup.seed, ...setup.budget };
      this.script.push(`const g${this.entries.length} = kosumi.createGame(${showValue(options)});`);
      this.adopt(this.kosumi.createGame(options), true);
    }
    for (const call of this.scenario.calls) this.step(call);
    for (const entry of this.entries) if (!entry.disposed) this.expectBoard(entry);
  }

  step(call) {
    // Calls go to disposed games and games over now and then (a disposed game must throw a
    // KosumiError, a game over refuses), mostly to games in play or marking.
    const live = this.entries.filter((e) => !e.disposed);
    const going = live.filter((e) => e.game.phase() !== 'over');
    const pool = going.length && call.game % 4 !== 0 ? going : this.entries;
    const entry = pool.length ? pool[call.game % pool.length] : null;
    if (!entry && !['createGame', 'loadSgf', 'vertexHelpers'].includes(call.method)) return;
    const args = this.argumentsOf(entry, call);
    ++this.stats.calls;
    switch (call.method) {
      case 'createGame': return this.createGame(args);
      case 'loadSgf': return this.loadSgf(args);
      case 'vertexHelpers': return this.vertexHelpers(args);
      case 'reloadSgf': return this.reloadSgf(entry);
      case 'dispose': return this.dispose(entry);
      case 'pushOut': return this.pushOut(entry);
    }
    const method = call.method === 'pass' ? 'play' : call.method;
    const line = `${entry.name}.${method}(${args.map(showValue).join(', ')})`;
    this.script.push(`${line};`);
    const before = new Map(live.map((e) => [e, stateOf(e.game)]));
    const rowsBefore = entry.disposed ? null : entry.game.rows();
    const capturesBefore = entry.disposed ? null : entry.game.captures;
    const movesBefore = entry.disposed ? null : entry.game.moves();
    const toMoveBefore = entry.disposed ? null : entry.game.toMove;
    const phaseBefore = entry.disposed ? null : entry.game.phase();
    const offerBefore = entry.disposed ? null : entry.game.drawOffer;
    let answer;
    const started = performance.now();
    try {
      answer = entry.game[method](...args);
    } catch (error) {
      ++this.stats.thrown;
      this.script[this.script.length - 1] += `  // threw ${error?.name}: ${error?.message}`;
      if (entry.disposed && error instanceof KosumiError) return;
      this.fail(`${line} threw ${error?.constructor?.name ?? typeof error}: ${error?.message ?? String(error)}` +
        (entry.disposed ? '' : ' (a live game never throws)'));
    }
    this.stats.ms[method] = (this.stats.ms[method] ?? 0) + Math.round(performance.now() - started);
    this.script[this.script.length - 1] += `  // ${showAnswer(answer)}`;
    if (entry.disposed) return;
    for (const [e, state] of before)
      if (e !== entry) this.check(stateOf(e.game) === state, `${line} changed another game, ${e.name}`);
    const after = stateOf(entry.game);
    const unchanged = after === before.get(entry);
    const refused = answer !== null && typeof answer === 'object' && answer.ok === false;
    if (refused) {
      ++this.stats.refused;
      const reason = answer.reason;
      this.stats.reasons[reason] = (this.stats.reasons[reason] ?? 0) + 1;
      this.check(typeof reason === 'string' && typeof answer.error === 'string' && answer.error.length > 0,
        `${line}: a refusal without a reason and an error: ${showAnswer(answer)}`);
      this.check(unchanged, `${line} was refused (${answer.error}) but changed the game:\nbefore ${before.get(entry)}\nafter  ${after}`);
    } else {
      ++this.stats.accepted;
    }
    if (QUESTIONS.has(method) || (method === 'genmove' && refused === false && answer.played === false))
      this.check(unchanged, `${line} only asks, but changed the game:\nbefore ${before.get(entry)}\nafter  ${after}`);
    const context = { entry, line, args, answer, refused, rowsBefore, capturesBefore, movesBefore, toMoveBefore, phaseBefore, offerBefore };
    switch (method) {
      case 'play': this.afterPlay(context); break;
      case 'genmove': this.afterGenmove(context); break;
      case 'undo': this.afterUndo(context); break;
      case 'legality': this.afterLegality(context); break;
      case 'legalMoves': this.afterLegalMoves(context); break;
      case 'score': this.afterScore(context); break;
      case 'setRules': if (!refused) this.expect(entry, `kosumi-rules ${entry.game.rules}`, '='); break;
    }
    this.checkPhase(entry, line);
  }

  // A move accepted is played as answered; a move refused or accepted in play, by the side to
  // move, is answered alike by the native engine.
  afterPlay({ entry, line, args, answer, refused, rowsBefore, capturesBefore, movesBefore, toMoveBefore, phaseBefore, offerBefore }) {
    const [color, vertex] = args;
    const reachesRules = phaseBefore === 'play' && colorOf(color) === toMoveBefore && isGtpToken(vertex);
    if (refused) {
      if (reachesRules) this.expect(entry, `play ${color} ${vertex}`, ILLEGAL_REASONS.includes(answer.reason) ? `? illegal move: ${answer.reason}` : '?');
      if (ILLEGAL_REASONS.includes(answer.reason)) this.check(phaseBefore === 'play', `${line}: an illegal-move answer outside play`);
      return;
    }
    this.check(phaseBefore === 'play' && colorOf(color) === toMoveBefore, `${line} was accepted: phase ${phaseBefore}, ${toMoveBefore} to move`);
    this.checkMove(entry, line, answer.color, answer.vertex, answer.captured, { rowsBefore, capturesBefore, movesBefore, toMoveBefore, offerBefore });
    if (reachesRules) this.expect(entry, `play ${color} ${vertex}`, '=');
    else this.fail(`${line} was accepted, but its vertex is not one GTP token`);
    this.expectBoard(entry);
  }

  afterGenmove({ entry, line, answer, refused, rowsBefore, capturesBefore, movesBefore, toMoveBefore, phaseBefore, offerBefore }) {
    if (refused) return;
    this.check(phaseBefore === 'play', `${line} answered a move in phase ${phaseBefore}`);
    this.check(typeof answer.move === 'string' && typeof answer.played === 'boolean', `${line}: ${showAnswer(answer)}`);
    if (!answer.played) {
      // A suggestion lists the stones its move would take.
      const expected = answer.move === 'resign' ? [] : wouldCapture(rowsBefore, answer.move, answer.color);
      this.check(JSON.stringify([...answer.captured].sort()) === JSON.stringify(expected),
        `${line}: not played, says it would capture ${answer.captured}, but it would take ${expected}`);
      return;
    }
    this.check(answer.move !== 'resign' && answer.color === toMoveBefore, `${line}: played ${answer.move} for ${answer.color}`);
    this.checkMove(entry, line, answer.color, answer.move, answer.captured, { rowsBefore, capturesBefore, movesBefore, toMoveBefore, offerBefore });
    this.expect(entry, `play ${answer.color} ${answer.move}`, '=');
    this.expectBoard(entry);
  }

  // What any played move must have done: one more move in the history, the other side to move,
  // the stone on its point, the stones it says it captured gone and counted, and the opponent's
  // draw offer declined.
  checkMove(entry, line, color, vertex, captured, { rowsBefore, capturesBefore, movesBefore, toMoveBefore, offerBefore }) {
    const game = entry.game;
    ++this.stats.moves;
    const moves = game.moves();
    this.check(moves.length === movesBefore.length + 1, `${line}: ${movesBefore.length} moves before, ${moves.length} after`);
    this.check(moves.at(-1).color === color && moves.at(-1).vertex === vertex, `${line}: last move ${showValue(moves.at(-1))}`);
    this.check(color === toMoveBefore && game.toMove === other(color), `${line}: ${toMoveBefore} was to move, now ${game.toMove}`);
    const rows = game.rows();
    const size = rows.length;
    const mark = color === 'black' ? 'X' : 'O';
    if (vertex !== 'pass') {
      const { x, y } = fromVertex(vertex, size);
      this.check(rowsBefore[y][x] === '.' && rows[y][x] === mark, `${line}: ${vertex} was '${rowsBefore[y][x]}', is '${rows[y][x]}'`);
    }
    for (const v of captured) {
      const { x, y } = fromVertex(v, size);
      this.check(rowsBefore[y][x] === (mark === 'X' ? 'O' : 'X') && rows[y][x] === '.', `${line}: captured ${v}, which was '${rowsBefore[y][x]}' and is '${rows[y][x]}'`);
    }
    const captures = game.captures;
    this.check(captures[color] === capturesBefore[color] + captured.length && captures[other(color)] === capturesBefore[other(color)],
      `${line}: captured ${captured.length}, captures ${showValue(capturesBefore)} -> ${showValue(captures)}`);
    const changed = rows.join('').split('').filter((c, i) => c !== rowsBefore.join('')[i]).length;
    this.check(changed === (vertex === 'pass' ? 0 : 1) + captured.length, `${line}: ${changed} points changed`);
    if (offerBefore && offerBefore !== color) this.check(game.drawOffer === null, `${line}: ${color} moved, ${offerBefore}'s draw offer still stands`);
    entry.history.push({ rows: rowsBefore, captures: capturesBefore });
    if (captured.length) entry.lastCaptured = captured;
  }

  afterUndo({ entry, line, refused, movesBefore }) {
    if (refused) return;
    const game = entry.game;
    this.check(game.moves().length === movesBefore.length - 1, `${line}: ${movesBefore.length} moves before, ${game.moves().length} after`);
    this.check(game.phase() === 'play' && game.marks().length === 0 && game.drawOffer === null,
      `${line}: phase ${game.phase()}, marks ${game.marks()}, draw offer ${game.drawOffer}`);
    const was = entry.history.pop();
    if (was) {
      this.check(JSON.stringify(game.rows()) === JSON.stringify(was.rows) && JSON.stringify(game.captures) === JSON.stringify(was.captures),
        `${line}: the board is not as it was before the move`);
    }
    entry.lastCaptured = [];
    this.expect(entry, 'undo', '=');
    this.expectBoard(entry);
  }

  // legality answers as play would: the same refusal, or a move that play then accepts.
  afterLegality({ entry, line, args, answer, refused, phaseBefore, toMoveBefore }) {
    const [color, vertex] = args;
    if (!refused) this.check(phaseBefore === 'play' && colorOf(color) === toMoveBefore, `${line}: legal in phase ${phaseBefore}`);
    if (phaseBefore === 'play' && colorOf(color) === toMoveBefore && isGtpToken(vertex) && vertex.toLowerCase() !== 'pass') {
      // is_legal answers 1 or 0; an unreadable vertex is a failure.
      const expected = refused ? (answer.reason === 'invalid' ? '?' : '= 0') : '= 1';
      this.expect(entry, `is_legal ${color} ${vertex}`, expected);
    }
  }

  afterLegalMoves({ entry, args, answer, refused }) {
    if (refused || !answer.ok) return;
    const color = args.length ? args[0] : entry.game.toMove;
    if (isGtpToken(color)) this.expect(entry, `all_legal ${color}`, `= ${answer.moves.join(' ')}`);
  }

  // A score the native engine can give too: the board as it stands (dead=as-is), or with these
  // dead stones marked (with none marked it would judge them itself).
  afterScore({ entry, line, answer, refused }) {
    if (refused) return;
    const game = entry.game;
    this.check(['marking', 'over'].includes(game.phase()), `${line} scored in phase ${game.phase()}`);
    const asIs = / dead=as-is /.test(` ${game.rules} `);
    if (asIs) this.check(answer.dead.length === 0, `${line}: dead stones under dead=as-is`);
    if (answer.dead.length) this.expect(entry, `kosumi-dead ${answer.dead.join(' ')}`, '=');
    if (asIs || answer.dead.length) this.expect(entry, 'final_score', `= ${answer.result}`);
  }

  // The phase, the result, the marks, the draw offer and the SGF must tell the same story.
  checkPhase(entry, line) {
    const game = entry.game;
    const phase = game.phase();
    this.stats.phases[phase] = (this.stats.phases[phase] ?? 0) + 1;
    const result = game.result();
    this.check(game.over === (phase !== 'play'), `after ${line}: over ${game.over} in phase ${phase}`);
    this.check(result.ok === true && result.phase === phase, `after ${line}: result ${showAnswer(result)} in phase ${phase}`);
    this.check((result.ended !== null) === (phase === 'over') && (result.text !== '') === (phase === 'over'),
      `after ${line}: result ${showAnswer(result)} in phase ${phase}`);
    if (phase === 'play') this.check(game.marks().length === 0 && game.confirmations.length === 0, `after ${line}: marks or confirmations in play`);
    if (phase === 'over') {
      this.check(game.drawOffer === null, `after ${line}: ${game.drawOffer}'s draw offer stands in a game that is over`);
      this.check(game.toSgf().includes(`RE[${result.text}]`), `after ${line}: the SGF has not RE[${result.text}]`);
      if (result.ended === 'score') {
        const score = game.score();
        this.check(score.ok && score.result === result.text && score.margin === result.margin,
          `after ${line}: result ${showAnswer(result)}, score ${showAnswer(score)}`);
        this.check(JSON.stringify(score.dead) === JSON.stringify(game.marks()), `after ${line}: scored with ${score.dead}, marks ${game.marks()}`);
      }
    }
  }

  createGame([options]) {
    const line = `kosumi.createGame(${options === undefined ? '' : showValue(options)})`;
    this.script.push(`const g${this.entries.length} = ${line};`);
    let game;
    try {
      game = options === undefined ? this.kosumi.createGame() : this.kosumi.createGame(options);
    } catch (error) {
      this.script[this.script.length - 1] = `// ${line}  // threw ${error?.name}: ${error?.message}`;
      this.check(error instanceof KosumiError, `${line} threw ${error?.constructor?.name}: ${error?.message} (not a KosumiError)`);
      return;
    }
    this.check(game.phase() === 'play' && game.moves().length === 0, `${line}: a new game in phase ${game.phase()}`);
    // A game made without a seed would not replay: it may play, but only as a second opinion.
    const seeded = options !== null && typeof options === 'object' && Number.isInteger(options.seed) && options.seed > 0 &&
      (options.level === 1 || (Number.isInteger(options.playouts) && options.playouts > 0));
    if (!seeded) {
      game.dispose();
      this.script[this.script.length - 1] += `  // disposed at once: no seed or no small budget`;
      return;
    }
    this.adopt(game, true);
  }

  loadSgf(args) {
    const line = `kosumi.loadSgf(${args.map(showValue).join(', ')})`;
    this.script.push(`const g${this.entries.length} = ${line}.game;`);
    let made;
    try {
      made = this.kosumi.loadSgf(...args);
    } catch (error) {
      this.fail(`${line} threw ${error?.constructor?.name}: ${error?.message}`);
    }
    this.script[this.script.length - 1] += `  // ${showAnswer(made.ok ? { ok: true, rules: made.game.rules } : made)}`;
    if (!made.ok) {
      this.check(made.reason === 'invalid' && typeof made.error === 'string', `${line}: ${showAnswer(made)}`);
      return;
    }
    // Setup stones have no GTP replay: such a game is checked on its own.
    this.adopt(made.game, false);
  }

  // The SGF read back is the same game: rules, stones, captures, turn, moves and phase.
  reloadSgf(entry) {
    const line = `kosumi.loadSgf(${entry.name}.toSgf(), { seed: 1, playouts: 8 })`;
    this.script.push(`const g${this.entries.length} = ${line}.game;`);
    if (entry.disposed) {
      this.script[this.script.length - 1] = `// (${entry.name} is disposed)`;
      return;
    }
    const game = entry.game;
    const sgf = game.toSgf();
    const made = this.kosumi.loadSgf(sgf, { seed: 1, playouts: 8 });
    this.check(made.ok, `${line}: ${showAnswer(made)}\n${sgf}`);
    const copy = made.game;
    for (const what of ['rules', 'komi', 'toMove', 'captures', 'size'])
      this.check(JSON.stringify(copy[what]) === JSON.stringify(game[what]), `${line}: ${what} ${showValue(copy[what])}, was ${showValue(game[what])}`);
    for (const what of ['rows', 'moves'])
      this.check(JSON.stringify(copy[what]()) === JSON.stringify(game[what]()), `${line}: ${what} differ\n${sgf}`);
    // The record does not keep how a game ended (resigned, drawn, marks confirmed), but a game in
    // play or marking reads back in the same phase.
    if (game.phase() !== 'over')
      this.check(copy.phase() === game.phase() && copy.consecutivePasses === game.consecutivePasses,
        `${line}: phase ${copy.phase()} with ${copy.consecutivePasses} passes, was ${game.phase()} with ${game.consecutivePasses}\n${sgf}`);
    // A game read from the scenario's SGF texts may have setup stones, which GTP cannot replay.
    const entryCopy = this.adopt(copy, entry.native !== null);
    for (const m of copy.moves()) this.expect(entryCopy, `play ${m.color} ${m.vertex}`, '=');
    this.expectBoard(entryCopy);
  }

  // The game leaves the module as bytes, as when newer games fill the module's budget: its next
  // call makes it again, the same game.
  pushOut(entry) {
    // Not with a wrapped instance (the fuzzer's own test plants faults through one).
    if (entry.disposed || !this.kosumi._liveGames) return;
    this.stats.pushedOut = (this.stats.pushedOut ?? 0) + 1;
    const line = `kosumi._liveGames.pushOut(${entry.name})`;
    this.script.push(`${line};`);
    const before = stateOf(entry.game);
    this.check(this.kosumi._liveGames.pushOut(entry.game) && !entry.game._inModule, `${line}: the game stayed in the module`);
    this.check(stateOf(entry.game) === before, `${line} changed the game:\nbefore ${before}\nafter  ${stateOf(entry.game)}`);
  }

  dispose(entry) {
    this.script.push(`${entry.name}.dispose();`);
    if (!entry.disposed) this.expectBoard(entry);
    entry.game.dispose();
    entry.disposed = true;
  }

  // toVertex and fromVertex never throw, and undo each other on the board.
  vertexHelpers([x, y, size, vertex]) {
    const line = `toVertex(${[x, y, size].map(showValue).join(', ')}), fromVertex(${showValue(vertex)}, ${showValue(size)})`;
    this.script.push(`${line};`);
    let v;
    let p;
    try {
      v = toVertex(x, y, size);
      p = fromVertex(vertex, size);
    } catch (error) {
      this.fail(`${line} threw ${error?.constructor?.name}: ${error?.message}`);
    }
    if (v !== null) {
      const back = fromVertex(v, size);
      this.check(back && back.x === x && back.y === y, `${line}: fromVertex(toVertex(...)) = ${showValue(back)}`);
    }
    if (p !== null && Number.isInteger(size) && size >= 2 && size <= 25) {
      this.check(Number.isInteger(p.x) && Number.isInteger(p.y) && p.x >= 0 && p.y >= 0 && p.x < size && p.y < size,
        `${line}: fromVertex gave ${showValue(p)}`);
    }
  }

  // The native engine replays each game and must answer as recorded.
  async compareWithNative(native) {
    for (const entry of this.entries) {
      if (!entry.native || entry.native.length === 0) continue;
      const answers = await native.run(entry.native.map((c) => c.command));
      entry.native.forEach((c, i) => {
        const got = answers[i].trimEnd();
        const ok = c.answer === '=' ? got === '=' : c.answer === '?' ? got.startsWith('?') : got === c.answer.trimEnd();
        if (!ok) {
          this.script.length = c.call + 1;
          this.fail(`the native engine disagrees on ${entry.name}: '${c.command}' answered '${got}', the package '${c.answer.trimEnd()}'`);
        }
      });
    }
  }

  end() {
    for (const entry of this.entries) if (!entry.disposed) entry.game.dispose();
  }
}

/** Runs one scenario on this module instance and native engine; throws FuzzFailure on a failure. */
export async function runScenario(kosumi, native, scenario) {
  const run = new Run(kosumi, scenario);
  try {
    await run.start();
    await run.compareWithNative(native);
    return run.stats;
  } finally {
    run.end();
  }
}
