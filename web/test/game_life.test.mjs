// A game's life through the referee: play, two passes, dead-stone marking with one or both
// confirmations, resume, the score (against the native engine's final_score with the same dead
// stones), resignation, draw offers, what each phase refuses (the game unchanged) and the SGF's
// result and territory.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { KosumiError, loadKosumi } from './support/package_dist.mjs';
import { NativeGtp } from './support/native_gtp.mjs';

const kosumi = await loadKosumi();

// 9x9: Black holds columns A to D, White E to J; a white stone at B5 inside Black's side and a
// black one at H5 inside White's are dead.
const WALLS = [];
for (let row = 1; row <= 9; ++row) WALLS.push(['black', `D${row}`], ['white', `E${row}`]);
const OPENING = [...WALLS, ['black', 'H5'], ['white', 'B5']];

function newGame(options = {}) {
  const game = kosumi.createGame({ size: 9, rules: 'chinese', komi: 6.5, ...options });
  for (const [color, vertex] of OPENING) {
    const r = game.play(color, vertex);
    assert.equal(r.ok, true, `${color} ${vertex}: ${r.error}`);
  }
  return game;
}

function passTwice(game) {
  assert.equal(game.play(game.toMove, 'pass').ok, true);
  assert.equal(game.play(game.toMove, 'pass').ok, true);
}

function stateOf(game) {
  return JSON.stringify({ sgf: game.toSgf(), rules: game.rules, captures: game.captures, toMove: game.toMove,
    rows: game.rows(), moves: game.moves(), passes: game.consecutivePasses, phase: game.phase(), marks: game.marks(),
    confirmations: game.confirmations, drawOffer: game.drawOffer, result: game.result() });
}

// Every call must be refused for the phase with this error, the game unchanged.
function assertRefused(game, calls, error) {
  const before = stateOf(game);
  for (const [name, call] of calls) {
    const r = call();
    assert.deepEqual([r.ok, r.reason, r.error], [false, 'phase', error], name);
    assert.equal(stateOf(game), before, `${name} changed the game`);
  }
}

// The native engine's final_score for these moves with these dead stones.
async function nativeScore(moves, dead) {
  const native = new NativeGtp(['--threads', '1', '--seed', '1']);
  try {
    const commands = ['boardsize 9', 'clear_board', 'kosumi-rules chinese', 'komi 6.5',
      ...moves.map((m) => `play ${m.color} ${m.vertex}`), `kosumi-dead ${dead.join(' ')}`, 'final_score'];
    const answers = await native.run(commands);
    answers.slice(0, -1).forEach((a, i) => assert.equal(a.trimEnd(), '=', `${commands[i]}: ${a}`));
    return answers.at(-1).replace(/^= /, '');
  } finally {
    await native.close();
  }
}

test('two passes, marking, resume, marking again and both confirmations: the native score', async () => {
  const game = newGame({ confirm: 'both' });
  assert.equal(game.phase(), 'play');
  assert.equal(game.over, false);
  assertRefused(game, [
    ['score', () => game.score()],
    ['toggleDead', () => game.toggleDead('B5')],
    ['proposeMarks', () => game.proposeMarks()],
    ['confirm', () => game.confirm('black')],
    ['resume', () => game.resume()],
  ], 'pass twice first');

  passTwice(game);
  assert.equal(game.phase(), 'marking');
  assert.equal(game.over, true);
  assert.deepEqual(game.result(), { ok: true, phase: 'marking', ended: null, winner: null, margin: null, text: '' });
  assertRefused(game, [
    ['play', () => game.play(game.toMove, 'C5')],
    ['pass', () => game.play(game.toMove, 'pass')],
    ['legality', () => game.legality(game.toMove, 'C5')],
    ['genmove', () => game.genmove({ mode: 'beginner', seed: 1 })],
    ['suggestion', () => game.genmove({ mode: 'beginner', seed: 1, play: false })],
  ], 'dead stones are being marked');

  // A chain marked and unmarked; an empty point is refused.
  assert.deepEqual(game.toggleDead('B5'), { ok: true, dead: true, chain: ['B5'], marks: ['B5'] });
  assert.deepEqual(game.toggleDead('B5'), { ok: true, dead: false, chain: ['B5'], marks: [] });
  const before = stateOf(game);
  const empty = game.toggleDead('A1');
  assert.deepEqual([empty.ok, empty.reason], [false, 'empty']);
  assert.equal(stateOf(game), before);
  // The whole chain: D5 names the black wall.
  const wall = game.toggleDead('D5');
  assert.deepEqual(wall.chain, ['D1', 'D2', 'D3', 'D4', 'D5', 'D6', 'D7', 'D8', 'D9']);
  assert.equal(game.toggleDead('D9').dead, false);
  assert.deepEqual(game.marks(), []);

  // Resume: the marks go, and two more passes are needed.
  game.toggleDead('B5');
  assert.equal(game.confirm('black').complete, false);
  assert.equal(game.resume().ok, true);
  assert.equal(game.phase(), 'play');
  assert.deepEqual(game.marks(), []);
  assert.deepEqual(game.confirmations, []);
  assert.equal(game.consecutivePasses, 0);
  assert.equal(game.play(game.toMove, 'C5').ok, true);
  assert.equal(game.play(game.toMove, 'pass').ok, true);
  assert.equal(game.phase(), 'play', 'one pass after resuming');
  assert.equal(game.play(game.toMove, 'pass').ok, true);
  assert.equal(game.phase(), 'marking');

  game.toggleDead('B5');
  game.toggleDead('H5');
  assert.deepEqual(game.confirm('black'), { ok: true, confirmed: ['black'], complete: false });
  // A change of mark clears the confirmation.
  game.toggleDead('H5');
  assert.deepEqual(game.confirmations, []);
  game.toggleDead('H5');
  assert.equal(game.confirm('black').complete, false);
  assert.equal(game.phase(), 'marking');
  const marked = game.score();
  assert.deepEqual(marked.dead, ['B5', 'H5']);
  assert.deepEqual(game.confirm('white'), { ok: true, confirmed: ['black', 'white'], complete: true });

  assert.equal(game.phase(), 'over');
  const result = game.result();
  assert.equal(result.text, await nativeScore(game.moves(), ['B5', 'H5']));
  assert.equal(result.text, marked.result);
  assert.equal(result.ended, 'score');
  assert.equal(result.margin, marked.margin);
  assert.equal(result.winner, marked.margin > 0 ? 'black' : 'white');
  assert.deepEqual(game.marks(), ['B5', 'H5']);
  assert.equal(game.score().result, result.text);

  assertRefused(game, [
    ['play', () => game.play(game.toMove, 'C6')],
    ['pass', () => game.play(game.toMove, 'pass')],
    ['genmove', () => game.genmove({ mode: 'beginner', seed: 1 })],
    ['undo', () => game.undo()],
    ['toggleDead', () => game.toggleDead('B5')],
    ['proposeMarks', () => game.proposeMarks()],
    ['confirm', () => game.confirm('white')],
    ['resume', () => game.resume()],
    ['resign', () => game.resign('black')],
    ['offerDraw', () => game.offerDraw('black')],
    ['answerDraw', () => game.answerDraw('white', true)],
    ['setRules', () => game.setRules('japanese')],
  ], 'the game is over');

  // The record: the result, and each side's territory with the dead stones it took.
  const sgf = game.toSgf();
  assert.ok(sgf.includes(`RE[${result.text}]`), sgf);
  const territory = (tag) => {
    const list = sgf.match(new RegExp(`${tag}((?:\\[[a-i]{2}\\])+)`))?.[1] ?? '';
    return [...list.matchAll(/\[(..)\]/g)].map((m) => m[1]).sort();
  };
  const sgfPoint = (v) => 'abcdefghi'['ABCDEFGHJ'.indexOf(v[0])] + 'abcdefghi'[9 - Number(v.slice(1))];
  const score = game.score();
  assert.deepEqual(territory('TB'), score.black.territoryPoints.map(sgfPoint).sort());
  assert.deepEqual(territory('TW'), score.white.territoryPoints.map(sgfPoint).sort());
  assert.ok(territory('TB').includes('be') && territory('TW').includes('he'), 'dead stones count as territory');
  // The markup goes in the last node, after the last move.
  assert.match(sgf, /;B\[\](TB(\[..\])+)(TW(\[..\])+)\)\n$/);
  game.dispose();
});

test('one confirmation ends the game; the engine can propose the marks', () => {
  const game = newGame();
  passTwice(game);
  const proposed = game.proposeMarks();
  assert.equal(proposed.ok, true);
  assert.deepEqual(proposed.marks, game.judgeDead().dead);
  assert.deepEqual(game.marks(), proposed.marks);
  // Whatever the engine proposed, the players decide.
  for (const v of proposed.marks) if (game.marks().includes(v)) game.toggleDead(v);
  assert.deepEqual(game.marks(), []);
  game.toggleDead('B5');
  game.toggleDead('H5');
  assert.deepEqual(game.confirm('white'), { ok: true, confirmed: ['white'], complete: true });
  assert.equal(game.phase(), 'over');
  assert.equal(game.result().text, game.score({ dead: ['B5', 'H5'] }).result);
  assert.notEqual(game.result().text, game.score({ dead: [] }).result, 'the marks change the score');
  game.dispose();
});

test('undo during marking takes back the second pass and drops the marks', () => {
  const game = newGame();
  passTwice(game);
  game.toggleDead('B5');
  const moves = game.moves().length;
  assert.equal(game.undo().ok, true);
  assert.equal(game.phase(), 'play');
  assert.equal(game.moves().length, moves - 1);
  assert.equal(game.consecutivePasses, 1);
  assert.deepEqual(game.marks(), []);
  assert.equal(game.play(game.toMove, 'pass').ok, true);
  assert.equal(game.phase(), 'marking');
  assert.deepEqual(game.marks(), []);
  game.dispose();
});

test('dead=as-is: two passes end the game at once', () => {
  const game = newGame({ rules: 'chinese dead=as-is' });
  assertRefused(game, [['toggleDead', () => game.toggleDead('B5')]],
    'pass twice first: the board is then scored as it stands (dead=as-is)');
  passTwice(game);
  assert.equal(game.phase(), 'over');
  const score = game.score();
  assert.deepEqual(game.result(), { ok: true, phase: 'over', ended: 'score',
    winner: score.margin > 0 ? 'black' : 'white', margin: score.margin, text: score.result });
  assertRefused(game, [
    ['toggleDead', () => game.toggleDead('B5')],
    ['confirm', () => game.confirm('black')],
    ['pass', () => game.play(game.toMove, 'pass')],
    ['undo', () => game.undo()],
  ], 'the game is over');
  const sgf = game.toSgf();
  assert.ok(sgf.includes(`RE[${score.result}]`));
  assert.doesNotMatch(sgf, /T[BW]\[/, 'nothing was marked');
  game.dispose();
});

test('resignation, in play and during marking', () => {
  const game = newGame();
  assert.equal(game.resign('white').ok, true);
  assert.deepEqual(game.result(),
    { ok: true, phase: 'over', ended: 'resign', winner: 'black', margin: null, text: 'B+R' });
  assert.match(game.toSgf(), /RE\[B\+R\]/);
  assertRefused(game, [['resign', () => game.resign('black')], ['play', () => game.play(game.toMove, 'C5')]],
    'the game is over');
  game.dispose();

  const marking = newGame();
  passTwice(marking);
  marking.toggleDead('B5');
  assert.equal(marking.resign('black').ok, true);
  assert.equal(marking.result().text, 'W+R');
  assert.match(marking.toSgf(), /RE\[W\+R\]/);
  assert.doesNotMatch(marking.toSgf(), /T[BW]\[/);
  marking.dispose();
});

test('a draw offered, declined, declined by a move, kept by the offerer\'s move, and accepted', () => {
  const game = kosumi.createGame({ size: 9 });
  assert.equal(game.drawOffer, null);
  assert.equal(game.offerDraw('black').ok, true);
  assert.equal(game.drawOffer, 'black');
  let before = stateOf(game);
  for (const [name, r] of [['offer again', game.offerDraw('white')], ['own offer', game.answerDraw('black', true)]]) {
    assert.deepEqual([r.ok, r.reason], [false, 'offer'], name);
    assert.equal(stateOf(game), before, name);
  }
  assert.equal(game.answerDraw('white', 'yes').reason, 'invalid');
  assert.equal(game.answerDraw('white', false).ok, true);
  assert.equal(game.drawOffer, null);
  assert.equal(game.phase(), 'play');
  before = stateOf(game);
  const none = game.answerDraw('white', true);
  assert.deepEqual([none.ok, none.reason], [false, 'offer']);
  assert.equal(stateOf(game), before);

  // White's move declines Black's offer; Black's own move keeps it.
  game.offerDraw('black');
  assert.equal(game.play('black', 'E5').ok, true);
  assert.equal(game.drawOffer, 'black');
  assert.equal(game.play('white', 'D5').ok, true);
  assert.equal(game.drawOffer, null);

  game.offerDraw('black');
  assert.equal(game.answerDraw('white', true).ok, true);
  assert.deepEqual(game.result(), { ok: true, phase: 'over', ended: 'draw', winner: null, margin: 0, text: '0' });
  assert.match(game.toSgf(), /RE\[0\]/);
  assertRefused(game, [['offerDraw', () => game.offerDraw('white')], ['play', () => game.play('black', 'C3')]],
    'the game is over');
  // An explicit result still wins over the game's.
  assert.match(game.toSgf({ result: 'Void' }), /RE\[Void\]/);
  game.dispose();
});

test('bad input to the life methods is invalid and changes nothing', () => {
  assert.throws(() => kosumi.createGame({ confirm: 'all' }),
    (e) => e instanceof KosumiError && e.message.includes('confirm'));
  assert.throws(() => kosumi.createGame({ confirm: 2 }), KosumiError);
  const game = newGame();
  passTwice(game);
  const before = stateOf(game);
  for (const [name, r] of [['toggleDead Z9', game.toggleDead('Z9')], ['toggleDead pass', game.toggleDead('pass')],
    ['toggleDead 5', game.toggleDead(5)], ['confirm purple', game.confirm('purple')], ['confirm none', game.confirm()],
    ['resign x', game.resign('x')], ['offerDraw', game.offerDraw(null)], ['answerDraw', game.answerDraw('white')]]) {
    assert.equal(r.ok, false, name);
    assert.equal(r.reason, 'invalid', name);
    assert.equal(stateOf(game), before, name);
  }
  game.dispose();
});
