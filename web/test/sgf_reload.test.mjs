// A game read back from the SGF the referee wrote is in the phase it was written in: a record
// ending in passes after play resumed (pass, pass, resume, pass) is in play with one pass since
// resuming, not in marking; one that ends just as play resumed (pass, pass, resume) is in play
// with none (the record says where play resumed, RP, when its passes do not tell it); and undo
// there and in marking reached again behaves as in the original game.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { loadKosumi } from './support/package_dist.mjs';

const kosumi = await loadKosumi();

function reloaded(game) {
  const made = kosumi.loadSgf(game.toSgf());
  assert.equal(made.ok, true, made.error);
  return made.game;
}

test('passes after resumed play read back in the phase they were written in', () => {
  const game = kosumi.createGame({ size: 5, rules: 'chinese' });
  for (const passes of [1, 2]) assert.equal(game.play(game.toMove, 'pass').ok, true, `pass ${passes}`);
  assert.equal(game.resume().ok, true);
  // Just resumed: two passes, none since (the record says so: RP).
  const resumed = reloaded(game);
  assert.deepEqual([resumed.phase(), resumed.consecutivePasses], ['play', 0]);
  assert.equal(resumed.play(resumed.toMove, 'pass').ok, true);
  assert.equal(resumed.phase(), 'play', 'one pass since resuming');
  resumed.dispose();
  for (let passes = 3; passes <= 6; ++passes) {
    assert.equal(game.play(game.toMove, 'pass').ok, true, `pass ${passes}`);
    const copy = reloaded(game);
    assert.equal(copy.moves().length, passes);
    assert.deepEqual([copy.phase(), copy.consecutivePasses], [game.phase(), game.consecutivePasses], `after ${passes} passes`);
    assert.equal(copy.phase(), passes % 2 === 1 ? 'play' : 'marking');
    // From marking, undo takes back the second pass of the pair: play again, one pass standing.
    if (copy.phase() === 'marking') {
      assert.equal(copy.undo().ok, true);
      assert.deepEqual([copy.phase(), copy.consecutivePasses], ['play', 1]);
    }
    copy.dispose();
    if (game.phase() === 'marking') assert.equal(game.resume().ok, true);
  }
  game.dispose();
});

test('a record says where play resumed when its passes do not: undo after resuming reads back alike', () => {
  // Resumed, then White's pass taken back: Black's pass before it does not count again.
  const game = kosumi.createGame({ size: 5, rules: 'chinese' });
  assert.equal(game.play('black', 'pass').ok, true);
  assert.equal(game.play('white', 'pass').ok, true);
  assert.equal(game.resume().ok, true);
  assert.equal(game.undo().ok, true);
  let copy = reloaded(game);
  assert.deepEqual([copy.phase(), copy.consecutivePasses], [game.phase(), game.consecutivePasses]);
  assert.equal(game.play('white', 'pass').ok, true);
  assert.equal(copy.play('white', 'pass').ok, true);
  assert.deepEqual([copy.phase(), copy.consecutivePasses], [game.phase(), game.consecutivePasses]);
  copy.dispose();
  game.dispose();
  // Resumed, a move, the copy read back and the move taken back there: just resumed, as in the
  // original.
  const other = kosumi.createGame({ size: 5, rules: 'chinese' });
  for (const color of ['black', 'white']) assert.equal(other.play(color, 'pass').ok, true);
  assert.equal(other.resume().ok, true);
  assert.equal(other.play('black', 'C3').ok, true);
  copy = reloaded(other);
  assert.equal(other.undo().ok, true);
  assert.equal(copy.undo().ok, true);
  assert.deepEqual([copy.phase(), copy.consecutivePasses], [other.phase(), other.consecutivePasses]);
  assert.deepEqual([copy.phase(), copy.consecutivePasses], ['play', 0]);
  copy.dispose();
  other.dispose();
});

test('two passes read back in marking, and one in play', () => {
  const game = kosumi.createGame({ size: 5, rules: 'japanese' });
  assert.equal(game.play('black', 'C3').ok, true);
  assert.equal(game.play('white', 'pass').ok, true);
  let copy = reloaded(game);
  assert.deepEqual([copy.phase(), copy.consecutivePasses], ['play', 1]);
  copy.dispose();
  assert.equal(game.play('black', 'pass').ok, true);
  copy = reloaded(game);
  assert.deepEqual([copy.phase(), copy.consecutivePasses], ['marking', 2]);
  assert.equal(copy.undo().ok, true);
  assert.equal(copy.phase(), 'play');
  copy.dispose();
  game.dispose();
});
