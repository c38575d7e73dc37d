// The package's referee against the native engine over random games: every attempted move's
// legality and reason, the captures after every move, the legal moves and the stones every ten
// moves, undo, and at the end the score under chinese and japanese with marked dead stones and
// under dead=as-is, and the SGF. Games are short and most are on small boards, where captures,
// kos and superko come often. KOSUMI_DIFF_GAMES sets the number of games (1,000).
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { loadKosumi, toVertex } from './support/package_dist.mjs';
import { NativeGtp } from './support/native_gtp.mjs';
import { Random } from './support/random.mjs';

const GAMES = Number(process.env.KOSUMI_DIFF_GAMES ?? 1000);
const SIZES = [2, 3, 3, 4, 4, 5, 5, 6, 7, 9, 9, 9, 9, 13];
const KO_RULES = ['simple', 'positional', 'situational'];

// The end-of-game scorings compared: [rules, whether dead stones are marked]. Each keeps the
// game's ko rule: a game may not take one that a move it played breaks.
const SCORINGS = [
  ['chinese', true],
  ['japanese', true],
  ['chinese dead=as-is komi=6.5', false],
  ['japanese dead=as-is', false],
];

function nativeAnswer(answer) {
  // "= text" or "? text"
  return { ok: answer.startsWith('='), text: answer.replace(/^[=?] ?/, '') };
}

// The moves of one random game: what the package answered, and the native commands that must
// answer the same. `checks` pairs each native command with the expected answer and a label.
function playRandomGame(kosumi, seed) {
  const random = new Random(seed);
  const size = random.pick(SIZES);
  const ko = random.pick(KO_RULES);
  const rules = `chinese ko=${ko}`;
  const game = kosumi.createGame({ size, rules });
  const checks = [{ command: `boardsize ${size}`, expect: '=' }, { command: 'clear_board', expect: '=' },
    { command: `kosumi-rules ${rules}`, expect: '=' }];
  const maxMoves = size <= 7 ? 3 * size * size : 2 * size * size;
  const vertices = [];
  for (let y = 0; y < size; ++y) for (let x = 0; x < size; ++x) vertices.push(toVertex(x, y, size));
  let recentCaptures = [];
  let moves = 0;
  let illegal = 0;
  while (!game.over && moves < maxMoves) {
    const color = game.toMove;
    let vertex;
    if (random.chance(size <= 5 ? 0.08 : 0.03)) vertex = 'pass';
    // Retaking a capture at once is where ko and superko live.
    else if (recentCaptures.length && random.chance(0.35)) vertex = random.pick(recentCaptures);
    // Mostly empty points, so that games go on; sometimes any point, occupied ones included.
    else if (random.chance(0.8)) vertex = random.pick(emptyPoints(game)) ?? 'pass';
    else vertex = random.pick(vertices);
    const result = game.play(color, vertex);
    const label = `seed ${seed}, move ${moves + 1}: ${color} ${vertex}`;
    if (!result.ok) {
      assert.notEqual(result.reason, 'invalid', `${label}: ${result.error}`);
      checks.push({ command: `play ${color} ${vertex}`, expect: `? illegal move: ${result.reason}`, label });
      ++illegal;
      continue;
    }
    ++moves;
    checks.push({ command: `play ${color} ${vertex}`, expect: '=', label });
    const captures = game.captures;
    checks.push({ command: 'captures black', expect: `= ${captures.black}`, label });
    checks.push({ command: 'captures white', expect: `= ${captures.white}`, label });
    if (result.captured.length) recentCaptures = result.captured;
    if (moves % 10 === 0) {
      const toMove = game.toMove;
      checks.push({ command: `all_legal ${toMove}`, expect: `= ${game.legalMoves(toMove).moves.join(' ')}`.trimEnd(), label });
      const stones = stonesOf(game);
      checks.push({ command: 'list_stones black', expect: `= ${stones.black.join(' ')}`.trimEnd(), label });
      checks.push({ command: 'list_stones white', expect: `= ${stones.white.join(' ')}`.trimEnd(), label });
    }
    if (random.chance(0.02)) {
      assert.equal(game.undo().ok, true);
      checks.push({ command: 'undo', expect: '=', label: `${label}, undo` });
      --moves;
      recentCaptures = [];
    }
  }
  // A game cut short at its move limit is ended by passes: the score is asked after two.
  while (!game.over) {
    const color = game.toMove;
    assert.equal(game.play(color, 'pass').ok, true);
    checks.push({ command: `play ${color} pass`, expect: '=', label: `seed ${seed}, closing pass` });
  }
  // The end: scores under each rule set, dead chains marked where the rules use them.
  const stones = stonesOf(game);
  const allStones = [...stones.black, ...stones.white];
  for (const [preset, marked] of SCORINGS) {
    const scoring = `${preset} ko=${ko}`;
    assert.equal(game.setRules(scoring).ok, true, scoring);
    checks.push({ command: `kosumi-rules ${scoring}`, expect: '=' });
    let dead = [];
    if (marked) {
      // The native engine judges dead stones itself when none are marked: mark at least one.
      if (!allStones.length) continue;
      const count = 1 + random.below(3);
      for (let i = 0; i < count; ++i) dead.push(random.pick(allStones));
      checks.push({ command: `kosumi-dead ${dead.join(' ')}`, expect: '=' });
    }
    const score = game.score({ dead });
    assert.equal(score.ok, true, score.error);
    checks.push({ command: 'final_score', expect: `= ${score.result}`, label: `seed ${seed}, ${scoring}, dead ${dead}` });
  }
  checks.push({ command: 'printsgf', expect: `= ${game.toSgf()}`.trimEnd(), label: `seed ${seed}, sgf` });
  game.dispose();
  return { checks, moves, illegal, size };
}

function emptyPoints(game) {
  const rows = game.rows();
  const out = [];
  rows.forEach((row, y) => [...row].forEach((c, x) => c === '.' && out.push(toVertex(x, y, rows.length))));
  return out;
}

function stonesOf(game) {
  const rows = game.rows();
  const size = rows.length;
  const black = [];
  const white = [];
  // list_stones order: A1, B1, ..., then row 2.
  for (let y = size - 1; y >= 0; --y)
    for (let x = 0; x < size; ++x) {
      if (rows[y][x] === 'X') black.push(toVertex(x, y, size));
      if (rows[y][x] === 'O') white.push(toVertex(x, y, size));
    }
  return { black, white };
}

test(`the referee agrees with the native engine over ${GAMES} random games`, async () => {
  const kosumi = await loadKosumi();
  const native = new NativeGtp(['--threads', '1', '--seed', '1']);
  const totals = { moves: 0, illegal: 0, checks: 0, reasons: {} };
  try {
    for (let g = 0; g < GAMES; ++g) {
      const { checks, moves, illegal } = playRandomGame(kosumi, g + 1);
      const answers = await native.run(checks.map((c) => c.command));
      checks.forEach((check, i) => {
        const got = answers[i];
        const expect = check.expect === '=' ? '= ' : check.expect;
        assert.equal(got.trimEnd(), expect.trimEnd(), `${check.label ?? `seed ${g + 1}`}: ${check.command}`);
        if (check.expect.startsWith('? illegal move: ')) {
          const reason = check.expect.slice(16);
          totals.reasons[reason] = (totals.reasons[reason] ?? 0) + 1;
        }
      });
      totals.moves += moves;
      totals.illegal += illegal;
      totals.checks += checks.length;
    }
  } finally {
    await native.close();
  }
  console.log(`${GAMES} games, ${totals.moves} moves, ${totals.illegal} illegal attempts ` +
    `(${JSON.stringify(totals.reasons)}), ${totals.checks} answers compared`);
  // Every reason must have been met, or the comparison proves little about it.
  for (const reason of ['occupied', 'suicide', 'ko', 'superko']) assert.ok(totals.reasons[reason] > 0, `no ${reason} seen`);
});
