// Games beyond the module's budget leave it as bytes and come back whole (LiveGames in
// kosumi.js): a game in the middle of its life, made again from its bytes, answers every question
// as a twin that never left, keeps its player's options, and goes on alike.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { loadKosumi } from './support/package_dist.mjs';

const kosumi = await loadKosumi();

// A 9x9 game in marking: moves with a capture, two passes, a chain marked dead, Black's
// confirmation (both must confirm) and, before the passes, a draw offer that the passes kept.
function gameInMarking() {
  const game = kosumi.createGame({ size: 9, rules: 'japanese ko=situational komi=5.5', confirm: 'both', playouts: 30, seed: 11 });
  for (const [color, vertex] of [['black', 'E5'], ['white', 'E6'], ['black', 'D6'], ['white', 'F5'], ['black', 'F6'],
    ['white', 'A1'], ['black', 'E7'], ['white', 'B1'], ['black', 'pass'], ['white', 'pass']])
    assert.equal(game.play(color, vertex).ok, true, `${color} ${vertex}`);
  assert.equal(game.phase(), 'marking');
  assert.equal(game.toggleDead('A1').ok, true);
  assert.equal(game.confirm('black').ok, true);
  return game;
}

function stateOf(game) {
  return {
    size: game.size, rules: game.rules, komi: game.komi, toMove: game.toMove, passes: game.consecutivePasses,
    phase: game.phase(), rows: game.rows(), moves: game.moves(), captures: game.captures, marks: game.marks(),
    confirmations: game.confirmations, drawOffer: game.drawOffer, result: game.result(), sgf: game.toSgf(),
    score: game.score(), legal: game.legalMoves('black'),
  };
}

test('a game pushed out of the module by newer games comes back as it was and goes on alike', () => {
  const game = gameInMarking();
  const twin = gameInMarking();
  const before = stateOf(game);
  assert.equal(game._inModule, true);
  // Newer games, held so that only the budget, not the collector, can free the module's memory;
  // the twin is used now and then, so it stays among the recent.
  const held = [];
  for (let i = 0; game._inModule && i < 200000; ++i) {
    held.push(kosumi.createGame({ size: 19 }));
    if (i % 1000 === 0) twin.phase();
  }
  assert.equal(game._inModule, false, 'the least recently used game left the module');
  assert.equal(twin._inModule, true);
  assert.ok(held.some((g) => g._inModule), 'the newest games stay');
  assert.deepEqual(stateOf(game), before);
  assert.equal(game._inModule, true, 'a call makes it again');
  assert.deepEqual(stateOf(game), stateOf(twin));
  // White's confirmation ends both alike; a resumed copy plays the same computer's move (the
  // player's options, 30 playouts with seed 11, came back too).
  assert.deepEqual(game.confirm('white'), twin.confirm('white'));
  assert.deepEqual(stateOf(game), stateOf(twin));
  for (const g of held) g.dispose();
  game.dispose();
  twin.dispose();
});

test('a game out of the module keeps its computer player', () => {
  const game = kosumi.createGame({ size: 9, playouts: 40, seed: 5 });
  const twin = kosumi.createGame({ size: 9, playouts: 40, seed: 5 });
  const held = [];
  while (game._inModule) {
    held.push(kosumi.createGame({ size: 19 }));
    if (held.length % 1000 === 0) twin.phase();
  }
  const strip = ({ seconds, ...rest }) => rest;
  assert.deepEqual(strip(game.genmove()), strip(twin.genmove()));
  assert.deepEqual(game.rows(), twin.rows());
  for (const g of held) g.dispose();
});

test('a disposed game is refused whether in the module or out', () => {
  const game = kosumi.createGame({ size: 5 });
  game.dispose();
  assert.throws(() => game.rows(), /disposed/);
  const other = kosumi.createGame({ size: 5 });
  const held = [];
  while (other._inModule) held.push(kosumi.createGame({ size: 19 }));
  other.dispose();
  assert.throws(() => other.rows(), /disposed/);
  for (const g of held) g.dispose();
});
