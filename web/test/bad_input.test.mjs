// Bad input to the referee and the GTP engine: an error value, never an exception, and the game
// exactly as it was (its SGF, rules, captures, turn and stones compared before and after).
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { KosumiError, fromVertex, loadKosumi } from './support/package_dist.mjs';

const kosumi = await loadKosumi();

// 5x5, simple ko. Black has just taken the white stone at B3 with C3:
//   5 . . . . X
//   4 . X O . .
//   3 X . X O .
//   2 . X O . .
//   1 . . . . .
//     A B C D E
// White may not retake at B3 (ko) and has no suicide here; A1... is filled below for one.
function koPosition() {
  const game = kosumi.createGame({ size: 5, rules: 'chinese ko=simple', komi: 0.5 });
  for (const [c, v] of [['b', 'B4'], ['w', 'C4'], ['b', 'A3'], ['w', 'B3'], ['b', 'B2'], ['w', 'D3'], ['b', 'E5'],
    ['w', 'C2'], ['b', 'C3']]) {
    const r = game.play(c, v);
    assert.equal(r.ok, true, `${c} ${v}: ${r.error}`);
  }
  return game;
}

function stateOf(game) {
  return JSON.stringify({ sgf: game.toSgf(), rules: game.rules, komi: game.komi, captures: game.captures,
    toMove: game.toMove, rows: game.rows(), moves: game.moves(), passes: game.consecutivePasses });
}

const garbageVertices = [undefined, null, 3, {}, [], 'Z9', 'F1', 'A6', 'I3', 'A0', 'A01', '', ' ', 'D4 D5',
  'pass pass', '\u0000', 'x'.repeat(100000), 'A'.repeat(1 << 20), 'é'.repeat(30), 'é5', 'resign', '-1', 'A-1',
  'tt', 'dd', 'E5\n', 'pass\nD4'];
const garbageColors = [undefined, null, 5, '', 'purple', 'bw', 'whiteish', 'blackwhite', 'w ', 'empty', 'x'.repeat(1000)];

test('the rules give their reasons, and a refused move changes nothing', () => {
  const game = koPosition();
  assert.deepEqual(game.rows(), ['....X', '.XO..', 'X.XO.', '.XO..', '.....']);
  assert.deepEqual(game.captures, { black: 1, white: 0 });
  const before = stateOf(game);
  for (const [vertex, reason] of [['B3', 'ko'], ['C3', 'occupied'], ['E5', 'occupied']]) {
    const r = game.play('white', vertex);
    assert.deepEqual(r, { ok: false, reason, error: `illegal move: ${reason}` });
    assert.deepEqual(game.legality('white', vertex), r);
    assert.equal(stateOf(game), before);
  }
  // Once another move is made the ko may be retaken; suicide in the corner is refused.
  assert.equal(game.play('white', 'A1').ok, true);
  assert.equal(game.play('black', 'B1').ok, true);
  assert.equal(game.play('white', 'B3').ok, true);
  assert.deepEqual(game.play('black', 'C3').reason, 'ko');
  assert.equal(game.play('black', 'A2').ok, true, 'black A2 takes the white stone at A1');
  assert.deepEqual(game.captures, { black: 2, white: 1 });
  assert.equal(game.play('white', 'A1').reason, 'suicide');
  game.dispose();
});

test('garbage vertices and colours are invalid input and change nothing', () => {
  const game = koPosition();
  const before = stateOf(game);
  for (const vertex of garbageVertices) {
    for (const color of ['white', 'w', 'W', 'black', ...garbageColors]) {
      const played = game.play(color, vertex);
      assert.equal(played.ok, false, `${String(color)} ${String(vertex).slice(0, 20)}`);
      assert.equal(played.reason, 'invalid');
      assert.equal(typeof played.error, 'string');
      // A message quotes at most 40 characters of what it was given, never the megabyte.
      assert.ok(played.error.length <= 120, played.error.slice(0, 200));
      assert.deepEqual(game.legality(color, vertex), played);
      assert.equal(stateOf(game), before);
    }
  }
  // A legal point for the side not to move: a wrong colour.
  const wrongTurn = game.play('black', 'E1');
  assert.deepEqual([wrongTurn.ok, wrongTurn.reason, wrongTurn.error], [false, 'invalid', "it is white's turn"]);
  // (An absent colour is the side to move.)
  for (const color of garbageColors.slice(1)) assert.equal(game.legalMoves(color).reason, 'invalid');
  assert.equal(stateOf(game), before);
  game.dispose();
});

test('bad rules, dead lists, genmove options and SGF are refused and change nothing', () => {
  const game = koPosition();
  const before = stateOf(game);
  for (const rules of ['', 'chess', 'chinese ko=never', 'japanese komi=x', 'korean dead=maybe', 'chinese komi=1e9',
    { rules: 5 }, { komi: 'a lot' }, { komi: Infinity }, { komi: 2000 }, { rule: 'chinese' }, null, 7, []]) {
    const r = game.setRules(rules);
    assert.equal(r.ok, false, JSON.stringify(rules));
    assert.equal(r.reason, 'invalid');
    assert.equal(stateOf(game), before);
  }
  for (const dead of ['A1', 5, {}, ['Z9'], ['E1'], ['pass'], [3], ['B4', 'nonsense'], new Array(1000).fill('B4')]) {
    const r = game.score({ dead });
    assert.equal(r.ok, false, JSON.stringify(dead).slice(0, 50));
    assert.equal(stateOf(game), before);
  }
  assert.equal(game.score({ deadStones: ['B4'] }).ok, false);
  assert.equal(game.score('B4').ok, false);
  for (const options of [{ level: 11 }, { level: 0 }, { level: 2.5 }, { mode: 'expert' }, { playouts: -1 },
    { time: 0 }, { seed: -1 }, { color: 'x' }, { color: 'black' }, { play: 'yes' }, { strength: 3 }, 'beginner', null,
    { maxMemory: 10 }, { playoutPolicy: 'medium' }, { resignThreshold: 1 }]) {
    const r = game.genmove(options);
    assert.equal(r.ok, false, JSON.stringify(options));
    assert.equal(r.reason, 'invalid');
    assert.equal(stateOf(game), before);
  }
  // A suggestion for the side not to move is fine when it is not played.
  const suggestion = game.genmove({ color: 'black', play: false, mode: 'beginner' });
  assert.equal(suggestion.ok, true);
  assert.equal(suggestion.played, false);
  assert.equal(stateOf(game), before);
  for (const sgf of ['', '(', '(;SZ[99])', '(;SZ[9];B[zz])', '(;SZ[5];B[aa];W[aa])', 'x'.repeat(5 << 20), 5, null]) {
    const r = kosumi.loadSgf(sgf);
    assert.equal(r.ok, false, String(sgf).slice(0, 30));
    assert.equal(r.reason, 'invalid');
  }
  game.dispose();
  const fresh = kosumi.createGame({ size: 9 });
  assert.equal(fresh.undo().ok, false);
  assert.equal(fresh.moves().length, 0);
  fresh.dispose();
});

test('bad options to the constructors throw KosumiError naming the option', () => {
  for (const [options, word] of [[{ size: 1 }, 'size'], [{ size: 26 }, 'size'], [{ size: '9' }, 'size'],
    [{ rules: 'go' }, 'rules'], [{ komi: NaN }, 'komi'], [{ level: 12 }, 'level'], [{ colour: 'b' }, 'colour'],
    [{ mode: 'expert' }, 'mode'], [{ threads: -1 }, 'threads']]) {
    assert.throws(() => kosumi.createGame(options), (e) => e instanceof KosumiError && e.message.includes(word));
    assert.throws(() => kosumi.createEngine(options), (e) => e instanceof KosumiError && e.message.includes(word));
  }
  assert.throws(() => kosumi.createGame('9x9'), KosumiError);
  for (const onLog of [5, 'log', {}, 1n]) {
    assert.throws(() => kosumi.createEngine({ size: 9, onLog }), (e) => e instanceof KosumiError && /onLog/.test(e.message));
  }
});

test('Symbols and BigInts, which no conversion takes, are refused like any wrong type', () => {
  for (const odd of [Symbol('odd'), 10n]) {
    for (const key of ['size', 'rules', 'komi', 'level', 'confirm', 'seed', 'moveModel', 'playouts', 'mode']) {
      assert.throws(() => kosumi.createGame({ [key]: odd }), (e) => e instanceof KosumiError && e.message.includes(key));
      if (key !== 'confirm')
        assert.throws(() => kosumi.createEngine({ [key]: odd }), (e) => e instanceof KosumiError && e.message.includes(key));
    }
    const game = koPosition();
    const before = stateOf(game);
    for (const [name, call] of [['play', () => game.play(odd, 'D4')], ['play', () => game.play('white', odd)],
      ['legality', () => game.legality('white', odd)], ['legalMoves', () => game.legalMoves(odd)],
      ['setRules', () => game.setRules(odd)], ['setRules', () => game.setRules({ rules: odd })],
      ['setRules', () => game.setRules({ komi: odd })], ['score', () => game.score({ dead: odd })],
      ['score', () => game.score({ dead: [odd] })], ['genmove', () => game.genmove({ seed: odd })],
      ['genmove', () => game.genmove({ color: odd, play: false })], ['genmove', () => game.genmove({ play: odd })],
      ['toggleDead', () => game.toggleDead(odd)], ['confirm', () => game.confirm(odd)],
      ['resign', () => game.resign(odd)], ['offerDraw', () => game.offerDraw(odd)],
      ['answerDraw', () => game.answerDraw('black', odd)], ['loadSgf', () => kosumi.loadSgf(odd)],
      ['loadSgf', () => kosumi.loadSgf('(;SZ[5])', { seed: odd })]]) {
      const answer = call();
      assert.deepEqual([answer.ok, answer.reason], [false, 'invalid'], `${name} with ${typeof odd}`);
    }
    assert.equal(stateOf(game), before);
    game.dispose();
    const engine = kosumi.createEngine({ size: 9 });
    assert.equal(engine.gtp(odd), '? command must be a string\n\n');
    engine.dispose();
  }
});

test('fromVertex needs the board size, since rows count from the bottom', () => {
  assert.deepEqual(fromVertex('D4', 9), { x: 3, y: 5 });
  assert.deepEqual(fromVertex('D4', 19), { x: 3, y: 15 });
  for (const size of [undefined, null, '9', 9.5, 1, 26, NaN]) assert.equal(fromVertex('D4', size), null, String(size));
});

test('toSgf(null) is toSgf(), other junk gives no SGF and changes nothing', () => {
  const game = koPosition();
  const sgf = game.toSgf();
  assert.match(sgf, /^\(;/);
  assert.equal(game.toSgf(null), sgf);
  for (const junk of [5, 'RE', [], Symbol('x'), 10n]) assert.equal(game.toSgf(junk), '');
  assert.equal(game.toSgf(), sgf);
  game.dispose();
});

test('a GTP engine answers bad commands with failures and keeps its position', () => {
  const engine = kosumi.createEngine({ size: 9, seed: 1, playouts: 20 });
  assert.equal(engine.gtp('play b E5\nplay w D5\nkomi 6.5'), '= \n\n= \n\n= \n\n');
  const snapshot = () => engine.gtp('printsgf\nshowboard\nkosumi-rules\nmove_history');
  const before = snapshot();
  for (const line of ['play b E5', 'play x D4', 'play b Z99', 'play b', 'boardsize 99', 'komi abc', 'undo undo',
    'kosumi-rules chess', 'loadsgf game.sgf', 'printsgf out.sgf', 'kosumi-dead A1', 'genmove purple',
    'lz-analyze b 50 nonsense', 'play b I5', 'time_left b x 1', 'set_free_handicap D4', 'no_such_command',
    'x'.repeat(100000)]) {
    const answer = engine.gtp(line);
    assert.match(answer, /^\? .+\n\n$/, line.slice(0, 30));
    assert.equal(snapshot(), before, line.slice(0, 30));
  }
  assert.equal(engine.gtp(42), '? command must be a string\n\n');
  assert.equal(engine.gtp('play b D4', 'not a function'), '? onLine must be a function\n\n');
  assert.equal(snapshot(), before);
  // The native reader's line limit, with its answer.
  assert.equal(engine.gtp('7 ' + 'x'.repeat(9 << 20)), '?7 line too long\n\n');
  engine.dispose();
});

test('quit ends the engine: the commands after it are not run, and later ones are refused', () => {
  const engine = kosumi.createEngine({ size: 9, seed: 1, playouts: 20 });
  assert.equal(engine.quitRequested, false);
  assert.equal(engine.gtp('name\nquit\nplay b D4'), '= Kosumi\n\n= \n\n');
  assert.equal(engine.quitRequested, true);
  assert.equal(engine.gtp('play b D4'), '? the engine has quit\n\n');
  assert.equal(engine.gtp('quit'), '? the engine has quit\n\n');
  assert.equal(engine.quitRequested, true);
  engine.dispose();  // already given back: a second dispose is harmless
});

test('search memory the module cannot give is refused before any work', () => {
  const game = kosumi.createGame({ size: 9 });
  const before = stateOf(game);
  for (const maxMemory of [1.5 * 2 ** 30, 2 ** 31, 2 ** 40]) {
    const answer = game.genmove({ maxMemory, playouts: 20 });
    assert.equal(answer.ok, false, String(maxMemory));
    assert.equal(answer.reason, 'invalid');
    assert.match(answer.error, /maxMemory/);
    assert.equal(stateOf(game), before);
    assert.throws(() => kosumi.createGame({ size: 9, maxMemory }), KosumiError);
  }
  // The most it allows can be had.
  assert.equal(game.genmove({ maxMemory: 2 ** 30, playouts: 20 }).ok, true);
  game.dispose();
});

test('a module out of memory throws a KosumiError that says what to do, and is usable once engines are freed', async () => {
  const own = await loadKosumi();
  const engines = [];
  let failure = null;
  // Engines held and never disposed: each keeps its session's search memory, so the module's
  // 2 GiB run out after a few dozen. (Games cannot run it out: beyond a budget they leave the
  // module as bytes; see game_memory.test.mjs.)
  for (let i = 0; i < 1000 && !failure; ++i) {
    try {
      engines.push(own.createEngine({ size: 19 }));
    } catch (error) {
      failure = error;
    }
  }
  assert.ok(failure, 'the module never ran out of memory');
  assert.ok(failure instanceof KosumiError, `${failure?.constructor?.name}: ${failure?.message}`);
  assert.match(failure.message, /out of memory.*dispose/);
  for (const engine of engines) engine.dispose();
  const engine = own.createEngine({ size: 19 });
  assert.match(engine.gtp('genmove b'), /^= [A-T]\d+/);
  engine.dispose();
  const fresh = own.createGame({ size: 19 });
  assert.equal(fresh.play('black', 'D4').ok, true);
  assert.equal(fresh.genmove({ playouts: 20 }).ok, true);
  fresh.dispose();
});
