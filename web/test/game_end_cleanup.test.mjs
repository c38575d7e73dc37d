// What the end of a game leaves behind: no draw offer stands once the game is over, however it
// ended (confirmed marks, two passes under dead=as-is, rules changed to dead=as-is during
// marking), and a game ended as it stands names no marks, as its score counts none.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { loadKosumi } from './support/package_dist.mjs';

const kosumi = await loadKosumi();

function assertOverWithoutOffer(game) {
  assert.equal(game.phase(), 'over');
  assert.equal(game.drawOffer, null);
  const answered = game.answerDraw('black', true);
  assert.deepEqual([answered.ok, answered.reason], [false, 'phase']);
}

test('a draw offer lapses when confirmed marks end the game', () => {
  const game = kosumi.createGame({ size: 5, rules: 'chinese' });
  assert.equal(game.play('black', 'pass').ok, true);
  assert.equal(game.offerDraw('white').ok, true);
  assert.equal(game.play('white', 'pass').ok, true);
  assert.equal(game.phase(), 'marking');
  assert.equal(game.drawOffer, 'white', 'the offerer\'s own pass keeps the offer during marking');
  assert.equal(game.confirm('black').complete, true);
  assertOverWithoutOffer(game);
  assert.equal(game.result().text, 'W+7.5');
  game.dispose();
});

test('a draw offer lapses when the offerer\'s pass ends the game under dead=as-is', () => {
  const game = kosumi.createGame({ size: 5, rules: 'chinese dead=as-is' });
  assert.equal(game.play('black', 'pass').ok, true);
  assert.equal(game.offerDraw('white').ok, true);
  assert.equal(game.play('white', 'pass').ok, true);
  assertOverWithoutOffer(game);
  game.dispose();
});

test('rules changed to dead=as-is during marking end the game with no marks and no offer', () => {
  const game = kosumi.createGame({ size: 5, rules: 'chinese' });
  for (const [color, vertex] of [['black', 'A1'], ['white', 'pass'], ['black', 'pass']])
    assert.equal(game.play(color, vertex).ok, true);
  assert.equal(game.toggleDead('A1').ok, true);
  assert.equal(game.offerDraw('black').ok, true);
  assert.equal(game.setRules('chinese dead=as-is').ok, true);
  assertOverWithoutOffer(game);
  assert.deepEqual(game.marks(), []);
  assert.deepEqual(game.score().dead, []);
  assert.equal(game.result().text, game.score().result);
  game.dispose();
});
