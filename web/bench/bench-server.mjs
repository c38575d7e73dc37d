// A server's load in one Node process, beside @sabaki/go-board (a development dependency) on the
// same move sequences.
//
// Load (the default): random legal move sequences are made first; then GAMES games of 19x19 are
// held at once and the sequences played into them move by move, one move of every game in turn
// (as a server's games advance), through the package's Game.play and through go-board's makeMove
// with its suicide, overwrite and ko checks. Kosumi's games then pass twice, toggle a chain dead
// and back, both sides confirm, and the result is read. It prints the memory held (process RSS,
// the JavaScript heap, and "external", which holds the module's memory), bytes per game, moves
// validated per second for both, the peak RSS, exceptions and refusals, and whether the two
// agree on every final position.
//
// Churn (--churn): CREATED games made and dropped without dispose(), one move each, then GENMOVES
// games of GENMOVE_SIZE each asked for one genmove of 20 playouts and dropped; memory is printed
// every tenth of the way, and must stay flat: the games in the module are bounded by a budget
// (GAME_MEMORY_BUDGET in web/package/kosumi.js); beyond it the least recently used leave the
// module as bytes in JavaScript, which the collector frees with the dropped game. The loop lets
// the event loop turn every thousand games, as a server does between requests. The memory rises
// while the budget fills, then must stop: flat here is the RSS at the end at most 10 % above the
// RSS half-way; the exit status is 1 when a part is not flat or met an exception or a refusal.
//
//   node --expose-gc web/bench/bench-server.mjs [--games 10000] [--moves 200] [--rounds 1] [--seed 1] [--json]
//   node web/bench/bench-server.mjs --churn [--created 1000000] [--genmoves 100000] [--genmove-size 9]
import { parseArgs } from 'node:util';

import GoBoard from '@sabaki/go-board';

import { loadKosumi, toVertex } from '../test/support/package_dist.mjs';

const { values: options } = parseArgs({
  options: {
    games: { type: 'string', default: '10000' },
    moves: { type: 'string', default: '200' },
    rounds: { type: 'string', default: '1' },
    seed: { type: 'string', default: '1' },
    churn: { type: 'boolean', default: false },
    created: { type: 'string', default: '1000000' },
    genmoves: { type: 'string', default: '100000' },
    'genmove-size': { type: 'string', default: '9' },
    json: { type: 'boolean', default: false },
  },
});

const SIZE = 19;
const MiB = 1024 * 1024;
const kosumi = await loadKosumi();

// A small seeded generator (mulberry32): two million moves are drawn, so it must be cheap.
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const median = (values) => {
  const v = [...values].sort((a, b) => a - b);
  const n = v.length;
  return n % 2 ? v[(n - 1) / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
};

function memory() {
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed, external: m.external };
}
// Collects garbage when node runs with --expose-gc, so that held memory is measured, not garbage.
function settle() {
  globalThis.gc?.();
  globalThis.gc?.();
}
const turn = () => new Promise((resolve) => setImmediate(resolve));
const peakRss = () => process.resourceUsage().maxRSS * 1024;
const mib = (bytes) => (bytes / MiB).toFixed(1);

// Point index i = y * SIZE + x (y from the top), as a Kosumi vertex and a go-board vertex.
const VERTICES = [];
const SABAKI_VERTICES = [];
for (let y = 0; y < SIZE; ++y)
  for (let x = 0; x < SIZE; ++x) {
    VERTICES.push(toVertex(x, y, SIZE));
    SABAKI_VERTICES.push([x, y]);
  }
const INDEX = new Map(VERTICES.map((v, i) => [v, i]));
const COLORS = ['black', 'white'];

// count sequences of `length` legal moves (simple ko, no suicide), Black first, alternating, no
// passes: random empty points, each checked by playing it in a scratch game.
function makeSequences(count, length, seed) {
  const next = random(seed);
  const sequences = [];
  for (let s = 0; s < count; ++s) {
    const game = kosumi.createGame({ size: SIZE });
    const empty = VERTICES.map((_, i) => i);
    const sequence = new Uint16Array(length);
    for (let m = 0; m < length; ++m) {
      for (;;) {
        const k = Math.floor(next() * empty.length);
        const point = empty[k];
        const r = game.play(COLORS[m % 2], VERTICES[point]);
        if (!r.ok) continue;
        sequence[m] = point;
        empty[k] = empty[empty.length - 1];
        empty.pop();
        for (const v of r.captured) empty.push(INDEX.get(v));
        break;
      }
    }
    game.dispose();
    sequences.push(sequence);
  }
  return sequences;
}

function loadRound(sequences, length) {
  const n = sequences.length;
  const out = { exceptions: 0, refusals: 0 };
  const guarded = (f) => {
    try {
      const r = f();
      if (r && r.ok === false) ++out.refusals;
      return r;
    } catch {
      ++out.exceptions;
      return null;
    }
  };

  // Kosumi: the games held at once, every move validated and played.
  settle();
  const start = memory();
  let t = performance.now();
  const games = [];
  for (let g = 0; g < n; ++g) games.push(guarded(() => ({ ok: true, game: kosumi.createGame({ size: SIZE, confirm: 'both' }) }))?.game);
  out.kosumiCreateSeconds = (performance.now() - t) / 1000;
  t = performance.now();
  for (let m = 0; m < length; ++m) {
    const color = COLORS[m % 2];
    for (let g = 0; g < n; ++g) {
      const vertex = VERTICES[sequences[g][m]];
      guarded(() => games[g].play(color, vertex));
    }
  }
  out.kosumiPlaySeconds = (performance.now() - t) / 1000;
  settle();
  const held = memory();
  out.kosumiBytesPerGame = {
    rss: (held.rss - start.rss) / n,
    heap: (held.heap - start.heap) / n,
    external: (held.external - start.external) / n,
  };
  out.kosumiHeld = held;

  // The end of every game: two passes, a chain toggled dead and back, both confirm, the result.
  t = performance.now();
  let over = 0;
  for (let g = 0; g < n; ++g) {
    const game = games[g];
    const last = VERTICES[sequences[g][length - 1]];
    const toMove = length % 2 ? 'white' : 'black';
    guarded(() => game.play(toMove, 'pass'));
    guarded(() => game.play(toMove === 'black' ? 'white' : 'black', 'pass'));
    guarded(() => game.toggleDead(last));
    guarded(() => game.toggleDead(last));
    guarded(() => game.confirm('black'));
    guarded(() => game.confirm('white'));
    const result = guarded(() => game.result());
    if (result?.ended === 'score' && typeof result.text === 'string' && result.text) ++over;
  }
  out.kosumiEndSeconds = (performance.now() - t) / 1000;
  out.scored = over;

  // go-board: the same sequences, one immutable board per game, replaced by each move.
  settle();
  const sabakiStart = memory();
  const boards = new Array(n).fill(GoBoard.fromDimensions(SIZE));
  const checks = { preventSuicide: true, preventOverwrite: true, preventKo: true };
  out.sabakiExceptions = 0;
  t = performance.now();
  for (let m = 0; m < length; ++m) {
    const sign = m % 2 ? -1 : 1;
    for (let g = 0; g < n; ++g) {
      try {
        boards[g] = boards[g].makeMove(sign, SABAKI_VERTICES[sequences[g][m]], checks);
      } catch {
        ++out.sabakiExceptions;
      }
    }
  }
  out.sabakiPlaySeconds = (performance.now() - t) / 1000;
  settle();
  const sabakiHeld = memory();
  out.sabakiBytesPerGame = {
    rss: (sabakiHeld.rss - sabakiStart.rss) / n,
    heap: (sabakiHeld.heap - sabakiStart.heap) / n,
  };

  // Both must hold the same positions.
  out.differentPositions = 0;
  const glyph = { 1: 'X', '-1': 'O', 0: '.' };
  for (let g = 0; g < n; ++g) {
    const rows = guarded(() => games[g].rows());
    const expected = boards[g].signMap.map((row) => row.map((s) => glyph[s]).join(''));
    if (!rows || rows.join('\n') !== expected.join('\n')) ++out.differentPositions;
  }
  for (const game of games) game?.dispose();
  out.kosumiMovesPerSecond = (n * length) / out.kosumiPlaySeconds;
  out.sabakiMovesPerSecond = (n * length) / out.sabakiPlaySeconds;
  return out;
}

function load() {
  const n = Number(options.games);
  const length = Number(options.moves);
  const t = performance.now();
  const sequences = makeSequences(n, length, Number(options.seed));
  const generateSeconds = (performance.now() - t) / 1000;
  const rounds = [];
  for (let r = 0; r < Number(options.rounds); ++r) rounds.push(loadRound(sequences, length));
  const first = rounds[0];
  const report = {
    games: n,
    moves: length,
    generateSeconds,
    rounds,
    kosumiMovesPerSecond: median(rounds.map((r) => r.kosumiMovesPerSecond)),
    sabakiMovesPerSecond: median(rounds.map((r) => r.sabakiMovesPerSecond)),
    ratio: median(rounds.map((r) => r.kosumiMovesPerSecond / r.sabakiMovesPerSecond)),
    peakRss: peakRss(),
    exceptions: rounds.reduce((a, r) => a + r.exceptions, 0),
    refusals: rounds.reduce((a, r) => a + r.refusals, 0),
  };
  if (options.json) {
    console.log(JSON.stringify(report, null, 2));
    return;
  }
  const kb = (v) => (v / 1024).toFixed(1);
  console.log(`${n} games of ${SIZE}x${SIZE}, ${length} moves each (sequences made in ${generateSeconds.toFixed(1)} s), ` +
    `${rounds.length} round(s)${globalThis.gc ? '' : ' (run node with --expose-gc for exact held memory)'}`);
  console.log(`Kosumi held: RSS ${mib(first.kosumiHeld.rss)} MiB, heap ${mib(first.kosumiHeld.heap)} MiB, ` +
    `external (module memory) ${mib(first.kosumiHeld.external)} MiB`);
  console.log(`bytes per game, Kosumi: ${kb(first.kosumiBytesPerGame.rss)} KiB RSS, ` +
    `${kb(first.kosumiBytesPerGame.heap)} KiB heap, ${kb(first.kosumiBytesPerGame.external)} KiB external; ` +
    `go-board: ${kb(first.sabakiBytesPerGame.rss)} KiB RSS, ${kb(first.sabakiBytesPerGame.heap)} KiB heap`);
  console.log(`moves validated per second: Kosumi ${report.kosumiMovesPerSecond.toFixed(0)}, ` +
    `go-board ${report.sabakiMovesPerSecond.toFixed(0)}, ratio ${report.ratio.toFixed(2)} ` +
    `(per round: ${rounds.map((r) => (r.kosumiMovesPerSecond / r.sabakiMovesPerSecond).toFixed(2)).join(' ')})`);
  console.log(`end of game (2 passes, a chain toggled twice, both confirm, result): ${first.kosumiEndSeconds.toFixed(2)} s, ` +
    `${first.scored} of ${n} scored`);
  console.log(`peak RSS ${mib(report.peakRss)} MiB; exceptions ${report.exceptions}, refusals ${report.refusals}, ` +
    `go-board exceptions ${rounds.reduce((a, r) => a + r.sabakiExceptions, 0)}, ` +
    `positions that differ ${rounds.reduce((a, r) => a + r.differentPositions, 0)}`);
}

async function churn() {
  const created = Number(options.created);
  const genmoves = Number(options.genmoves);
  const genmoveSize = Number(options['genmove-size']);
  const report = { created: { lines: [], exceptions: 0, refusals: 0 }, genmoves: { lines: [], exceptions: 0, refusals: 0 } };
  const line = (part, done, t0) => {
    const m = memory();
    const entry = { done, seconds: (performance.now() - t0) / 1000, ...m };
    part.lines.push(entry);
    if (!options.json)
      console.log(`  ${String(done).padStart(8)}  ${entry.seconds.toFixed(1).padStart(6)} s  RSS ${mib(m.rss).padStart(7)} MiB` +
        `  heap ${mib(m.heap).padStart(6)} MiB  external ${mib(m.external).padStart(7)} MiB`);
  };

  if (!options.json) console.log(`${created} games of ${SIZE}x${SIZE} created (one move each) and dropped without dispose():`);
  let t0 = performance.now();
  line(report.created, 0, t0);
  const every = Math.max(1, Math.floor(created / 10));
  for (let i = 0; i < created; ++i) {
    try {
      const game = kosumi.createGame({ size: SIZE });
      if (!game.play('black', VERTICES[i % VERTICES.length]).ok) ++report.created.refusals;
    } catch {
      ++report.created.exceptions;
    }
    if ((i + 1) % 1000 === 0) await turn();
    if ((i + 1) % every === 0) line(report.created, i + 1, t0);
  }

  if (!options.json)
    console.log(`${genmoves} genmove calls of 20 playouts, each on a new ${genmoveSize}x${genmoveSize} game, dropped without dispose():`);
  t0 = performance.now();
  line(report.genmoves, 0, t0);
  const everyGenmove = Math.max(1, Math.floor(genmoves / 10));
  for (let i = 0; i < genmoves; ++i) {
    try {
      const game = kosumi.createGame({ size: genmoveSize });
      if (!game.genmove({ playouts: 20, seed: i + 1 }).ok) ++report.genmoves.refusals;
    } catch {
      ++report.genmoves.exceptions;
    }
    if ((i + 1) % 1000 === 0) await turn();
    if ((i + 1) % everyGenmove === 0) line(report.genmoves, i + 1, t0);
  }
  report.peakRss = peakRss();
  if (options.json) {
    console.log(JSON.stringify(report, null, 2));
    return;
  }
  let passed = true;
  for (const [name, part] of [['created', report.created], ['genmove', report.genmoves]]) {
    const first = part.lines[1] ?? part.lines[0];
    const half = part.lines[Math.floor((part.lines.length - 1) / 2)];
    const last = part.lines.at(-1);
    const highest = Math.max(...part.lines.slice(1).map((l) => l.rss));
    const flat = last.rss <= 1.1 * half.rss;
    passed &&= flat && part.exceptions === 0 && part.refusals === 0;
    console.log(`${name}: exceptions ${part.exceptions}, refusals ${part.refusals}; RSS after the first tenth ` +
      `${mib(first.rss)} MiB, half-way ${mib(half.rss)} MiB, at the end ${mib(last.rss)} MiB, highest ` +
      `${mib(highest)} MiB: ${flat ? 'flat' : 'NOT flat'}`);
  }
  console.log(`peak RSS ${mib(report.peakRss)} MiB`);
  if (!passed) process.exitCode = 1;
}

if (options.churn) await churn();
else load();
