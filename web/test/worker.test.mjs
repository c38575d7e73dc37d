// kosumi/worker in Node (worker_threads): the API answers promises from another thread, whose
// search never holds up this one's event loop; stop() ends a search at once with its best move;
// a genmove whose game was changed while it thought is never played.
import assert from 'node:assert/strict';
import { performance } from 'node:perf_hooks';
import { after, before, test } from 'node:test';

import { loadKosumi } from './support/package_dist.mjs';
import { KosumiError, createWorker } from '../package/worker-node.js';

let worker;
before(async () => {
  worker = await createWorker();
});
after(() => worker?.terminate());

// The largest delay of a 5 ms interval timer on this thread while `during` runs.
async function largestTimerLag(during) {
  const period = 5;
  let last = performance.now();
  let largest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    largest = Math.max(largest, now - last - period);
    last = now;
  }, period);
  try {
    const value = await during();
    return { value, lag: largest };
  } finally {
    clearInterval(timer);
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

test('a 2 s genmove on the thread: this event loop keeps running, and stop() answers at once', { timeout: 60000 }, async () => {
  const game = await worker.createGame({ size: 9, rules: 'chinese', komi: 7 });
  assert.equal((await game.play('black', 'E5')).ok, true);
  // A playout count it would not reach for minutes: only stop() ends it.
  let stoppedAt = 0;
  const { value: answer, lag } = await largestTimerLag(async () => {
    const thinking = game.genmove({ playouts: 100000000, seed: 3 });
    await sleep(2000);
    stoppedAt = performance.now();
    worker.stop();
    const moved = await thinking;
    return { ...moved, stopMs: performance.now() - stoppedAt };
  });
  assert.equal(answer.ok, true, answer.error);
  assert.equal(answer.played, true);
  assert.ok(answer.seconds >= 1.9, `the search ran ${answer.seconds} s`);
  assert.ok(answer.playouts > 100, `${answer.playouts} playouts`);
  assert.ok(lag <= 50, `the event loop was held up ${lag.toFixed(1)} ms`);
  assert.ok(answer.stopMs <= 100, `stop() took ${answer.stopMs.toFixed(1)} ms to answer`);
  console.log(`worker genmove: ${answer.playouts} playouts in ${answer.seconds.toFixed(2)} s, ` +
    `largest event-loop lag ${lag.toFixed(1)} ms, answered ${answer.stopMs.toFixed(1)} ms after stop()`);
  // The move stands in the thread's game, where it was played.
  assert.deepEqual(await game.moves(), [{ color: 'black', vertex: 'E5' }, { color: 'white', vertex: answer.move }]);
  assert.equal(await game.toMove, 'black');
  await game.dispose();
});

test('a genmove whose game changed while it thought is not played', { timeout: 60000 }, async () => {
  const game = await worker.createGame({ size: 9 });
  await game.play('black', 'E5');
  // Undo while the computer thinks: the move was for a position that is gone.
  let thinking = game.genmove({ playouts: 100000000, seed: 1 });
  await sleep(100);
  const undone = game.undo();
  worker.stop();
  assert.deepEqual(await thinking, { ok: false, reason: 'stale', error: 'the game changed while the computer was thinking' });
  assert.deepEqual(await undone, { ok: true });
  assert.deepEqual(await game.moves(), []);
  assert.equal(await game.toMove, 'black');
  // A move played for the computer's side meanwhile: the answer is dropped, the move stays.
  await game.play('black', 'C3');
  thinking = game.genmove({ playouts: 100000000, seed: 1 });
  await sleep(100);
  const played = game.play('white', 'G7');
  worker.stop();
  assert.equal((await thinking).reason, 'stale');
  assert.equal((await played).ok, true);
  assert.deepEqual(await game.moves(), [{ color: 'black', vertex: 'C3' }, { color: 'white', vertex: 'G7' }]);
  // A stop with nothing changed: the answer is played.
  thinking = game.genmove({ playouts: 100000000, seed: 1 });
  await sleep(100);
  worker.stop();
  const moved = await thinking;
  assert.equal(moved.played, true);
  assert.equal((await game.moves()).length, 3);
  // A stop() before the genmove was asked does not reach it.
  worker.stop();
  const later = await game.genmove({ playouts: 300, seed: 1 });
  assert.equal(later.played, true);
  assert.equal(later.playouts, 300);
  assert.equal((await game.moves()).length, 4);
  await game.dispose();
});

test('the same answers as the in-thread API, as promises; bad input refused, the game unchanged', { timeout: 60000 }, async () => {
  const kosumi = await loadKosumi();
  const here = kosumi.createGame({ size: 5, rules: 'japanese', seed: 9, playouts: 200 });
  const there = await worker.createGame({ size: 5, rules: 'japanese', seed: 9, playouts: 200 });
  for (const [color, vertex] of [['black', 'B2'], ['white', 'C2'], ['black', 'C3'], ['white', 'B3'], ['black', 'C1'], ['white', 'A2']]) {
    assert.deepEqual(await there.play(color, vertex), here.play(color, vertex));
  }
  assert.deepEqual(await there.legality('black', 'C2'), here.legality('black', 'C2'));
  for (const name of ['size', 'rules', 'komi', 'toMove', 'consecutivePasses', 'over', 'captures', 'confirmations', 'drawOffer'])
    assert.deepEqual(await there[name], here[name], name);
  for (const method of ['rows', 'moves', 'legalMoves', 'phase', 'marks', 'result', 'toSgf'])
    assert.deepEqual(await there[method](), here[method](), method);
  // A suggestion names the stones it would take; played, it takes exactly those.
  const suggestion = await there.genmove({ mode: 'beginner', play: false, seed: 2 });
  const inThread = here.genmove({ mode: 'beginner', play: false, seed: 2 });
  assert.deepEqual(suggestion, { ...inThread, seconds: suggestion.seconds });
  const played = here.play(inThread.color, inThread.move);
  assert.deepEqual(inThread.captured, played.captured);
  here.undo();
  // Bad input, as in the thread: refused, nothing changed.
  const before = await there.toSgf();
  assert.equal((await there.play('black', () => 'C2')).reason, 'invalid');
  assert.equal((await there.play('black', 'Z9')).reason, 'invalid');
  assert.equal((await there.genmove('fast')).reason, 'invalid');
  assert.equal((await there.genmove({ stopRequested: () => true })).reason, 'invalid');
  assert.equal(await there.toSgf(), before);
  // The counts still agree after a refused call: the next move is played.
  assert.equal((await there.play('black', 'D4')).ok, true);
  await assert.rejects(worker.createGame({ size: 99 }), KosumiError);
  await assert.rejects(worker.createGame({ size: 9, level: () => 3 }), KosumiError);
  await assert.rejects(worker.createEngine({ size: 9, onLog: 5 }), KosumiError);
  const loaded = await worker.loadSgf(here.toSgf());
  assert.equal(loaded.ok, true);
  assert.deepEqual(await loaded.game.rows(), here.rows());
  assert.equal((await worker.loadSgf('(;SZ[99])')).ok, false);
  await there.dispose();
  await assert.rejects(there.rows(), /disposed/);
  here.dispose();
});

test('the GTP engine on the thread streams, and stop() ends its stream', { timeout: 60000 }, async () => {
  const logs = [];
  const engine = await worker.createEngine({ size: 9, seed: 2, playouts: 100000000, verbose: true, onLog: (line) => logs.push(line) });
  assert.equal(await engine.gtp('play b E5'), '= \n\n');
  assert.ok(logs.some((line) => line.includes('play b E5')), logs.join('\n'));
  // These streams search for 100,000,000 playouts: only a stop ends them in time.
  const endsWithin = async (ms, ask) => {
    const pieces = [];
    let stoppedAt = null;
    const answer = await ask(pieces, () => (stoppedAt = performance.now()));
    const took = performance.now() - stoppedAt;
    assert.ok(took <= ms, `the stream ended ${took.toFixed(0)} ms after it was stopped`);
    assert.equal(answer, pieces.join(''));
    assert.equal(pieces.at(-1), '\n');
    assert.match(pieces[0], /^=/);
    return pieces;
  };
  // stop() while it streams.
  const stopped = await endsWithin(2000, (pieces, stopping) => engine.gtp('lz-analyze w 5', (piece) => {
    pieces.push(piece);
    if (pieces.length !== 3) return;
    stopping();
    worker.stop();
  }));
  assert.ok(stopped.length >= 3);
  // onLine returning false.
  await endsWithin(2000, (pieces, stopping) => engine.gtp('lz-analyze w 5', (piece) => {
    pieces.push(piece);
    if (pieces.length < 2) return true;
    stopping();
    return false;
  }));
  // stop() before the thread began it: the search ends at its first check, which may write one
  // analysis line (when preparing took longer than the interval), then the final one.
  let first = null;
  const asked = engine.gtp('lz-analyze w 5', (piece) => void (first ??= piece));
  worker.stop();
  const early = await asked;
  assert.ok(early.split('\n').filter((line) => line.startsWith('info')).length <= 2, early);
  assert.equal(first, '=\n');
  assert.equal(await engine.quitRequested, false);
  await engine.gtp('quit');
  assert.equal(await engine.quitRequested, true);
  await engine.dispose();
});
