// What the API fuzzer calls, as fast-check arbitraries: the games a run starts with and a list of
// calls on them. Arguments that depend on the position ("the third empty point", "the side to
// move") are kept symbolic and resolved when the call is made, so that a shrunk list still aims
// at the board it meets; anything else is a literal value, garbage included (wrong types, null,
// huge strings, off-board vertices, unknown colours and options).
import fc from 'fast-check';

// Small boards most of all: captures, kos and the end of the game come quickly there. 19x19 is
// rare because the dead-stone judge takes seconds on it.
const SIZES = [2, 3, 3, 4, 4, 5, 5, 5, 6, 7, 9, 9, 13, 19];
const PRESETS = ['chinese', 'japanese', 'korean'];
const KO_RULES = ['simple', 'positional', 'situational'];

/** Text too long for any field, written back as 'c'.repeat(n) when a case is printed. */
const hugeText = fc.record({ huge: fc.constantFrom(1000, 100000, 1 << 20), char: fc.constantFrom('x', 'A', '9', ' ') });

/** Values of every type but the expected one. */
export const garbage = fc.oneof(
  fc.constantFrom(undefined, null, true, false, 0, -1, 1.5, NaN, Infinity, -Infinity, -0, 2 ** 53, 10n, '', ' '),
  fc.constant({ symbol: 'garbage' }),
  fc.string({ maxLength: 6 }),
  fc.string({ unit: 'grapheme', maxLength: 4 }),
  fc.constantFrom({}, [], ['D4'], { ok: true }, [null]),
  hugeText.map((h) => ({ ...h })),
);

const goodRules = fc.tuple(fc.constantFrom(...PRESETS), fc.option(fc.constantFrom(...KO_RULES)),
    fc.option(fc.constantFrom('area', 'territory')), fc.option(fc.constantFrom('marked', 'as-is')),
    fc.option(fc.constantFrom(-7.5, 0, 0.5, 6.5, 7, 100)))
    .map(([preset, ko, scoring, dead, komi]) => [preset, ko && `ko=${ko}`, scoring && `scoring=${scoring}`,
      dead && `dead=${dead}`, komi !== null && `komi=${komi}`].filter(Boolean).join(' '));
const rulesText = fc.oneof(
  { weight: 4, arbitrary: goodRules },
  { weight: 1, arbitrary: fc.constantFrom('chess', 'chinese ko=never', 'japanese komi=x', 'korean dead=maybe',
    'chinese komi=1e9', 'chinese  ko=simple', 'CHINESE', 'japanese scoring=area scoring=territory', 'chinese komi=') },
);

/** setRules' argument: a rules text, {rules, komi}, or garbage. */
export const rulesArgument = fc.oneof(
  { weight: 3, arbitrary: rulesText },
  { weight: 2, arbitrary: fc.record({ rules: rulesText, komi: fc.oneof(fc.constantFrom(0, 0.5, 6.5, -3, 2000), garbage) },
    { requiredKeys: [] }) },
  { weight: 1, arbitrary: fc.oneof(garbage, fc.constant({ rule: 'chinese' })) },
);

/** The game a run starts with: always seeded and with a small budget, so a run replays exactly. */
export const gameSetup = fc.record({
  size: fc.constantFrom(...SIZES),
  rules: goodRules,
  confirm: fc.constantFrom('one', 'both'),
  seed: fc.integer({ min: 1, max: 1000000 }),
  budget: fc.oneof(fc.record({ level: fc.constant(1) }), fc.record({ playouts: fc.integer({ min: 1, max: 24 }) })),
});

/** createGame's options: mostly good, sometimes with a bad or unknown field. */
export const createOptions = fc.oneof(
  { weight: 3, arbitrary: gameSetup.map(({ budget, ...rest }) => ({ ...rest, ...budget })) },
  { weight: 2, arbitrary: fc.record({ size: fc.oneof(fc.constantFrom(1, 26, 9.5, '9', -9), garbage),
    rules: fc.oneof(rulesText, garbage), komi: fc.oneof(fc.constantFrom(NaN, 1e9), garbage),
    confirm: fc.oneof(fc.constantFrom('all', 'One'), garbage), level: fc.constantFrom(0, 11, 1.5), colour: garbage },
  { requiredKeys: [] }) },
  { weight: 1, arbitrary: garbage },
);

// A colour: the side to move or the other one (in one of the spellings the engine reads), or
// anything else.
const colorForms = fc.nat(3);
export const color = fc.oneof(
  { weight: 6, arbitrary: colorForms.map((form) => ({ side: 'toMove', form })) },
  { weight: 2, arbitrary: colorForms.map((form) => ({ side: 'other', form })) },
  { weight: 1, arbitrary: fc.constantFrom('purple', 'bw', 'whiteish', 'blackwhite', 'w ', ' b', 'empty', 'B\n') },
  { weight: 1, arbitrary: garbage },
);

// A vertex: an empty point, a stone, a stone just captured (the ko's point), any column and row
// (off the board too), a pass, or anything else.
export const vertex = fc.oneof(
  { weight: 8, arbitrary: fc.nat().map((i) => ({ point: 'empty', i })) },
  { weight: 2, arbitrary: fc.nat().map((i) => ({ point: 'stone', i })) },
  { weight: 3, arbitrary: fc.nat().map((i) => ({ point: 'captured', i })) },
  { weight: 2, arbitrary: fc.record({ point: fc.constant('grid'), x: fc.nat(25), y: fc.nat(26), lower: fc.boolean() }) },
  { weight: 1, arbitrary: fc.constantFrom('pass', 'PASS', 'Pass') },
  { weight: 1, arbitrary: fc.constantFrom('I3', 'A0', 'A01', 'Z99', 'A100000000000', 'D4 D5', 'pass pass', '\u0000',
    'é5', 'resign', '-1', 'A-1', 'tt', 'dd', 'E5\n', 'pass\nD4', 'a1', 'A1#', '+1') },
  { weight: 1, arbitrary: garbage },
);

const deadList = fc.oneof(
  { weight: 4, arbitrary: fc.array(fc.nat().map((i) => ({ point: 'stone', i })), { minLength: 1, maxLength: 3 }) },
  { weight: 1, arbitrary: fc.array(vertex, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.oneof(garbage, fc.constant({ manyOf: 'B4', count: 1000 })) },
);

const scoreOptions = fc.oneof(
  { weight: 2, arbitrary: fc.constant(undefined) },
  { weight: 3, arbitrary: fc.record({ dead: deadList }) },
  { weight: 1, arbitrary: fc.oneof(garbage, fc.constant({ deadStones: ['B4'] })) },
);

/** genmove's options: small budgets only (at most 25 playouts), with bad values among them. */
export const genmoveOptions = fc.oneof(
  { weight: 2, arbitrary: fc.constant(undefined) },
  { weight: 4, arbitrary: fc.record({
    level: fc.constantFrom(1, 2),
    playouts: fc.integer({ min: 1, max: 25 }),
    mode: fc.constantFrom('beginner', 'normal'),
    seed: fc.integer({ min: 1, max: 1000 }),
    playoutPolicy: fc.constantFrom('heavy', 'light'),
    moveModel: fc.boolean(),
    resignThreshold: fc.constantFrom(0, 0.1, 0.5),
    color: color,
    play: fc.boolean(),
  }, { requiredKeys: [] }).filter((o) => !(o.mode === 'normal' && o.level === undefined && o.playouts === undefined)) },
  { weight: 2, arbitrary: fc.oneof(garbage, fc.constantFrom({ level: 11 }, { level: 0 }, { level: 2.5 }, { mode: 'expert' },
    { playouts: -1 }, { time: 0 }, { seed: -1 }, { play: 'yes' }, { strength: 3 }, { maxMemory: 10 },
    { playoutPolicy: 'medium' }, { resignThreshold: 1 }, { level: '1' }, { threads: -1 }, { color: 5 })) },
);

const sgfText = fc.oneof(
  fc.constantFrom('', '(', '(;SZ[99])', '(;SZ[9];B[zz])', '(;SZ[5];B[aa];W[aa])', '(;SZ[5]RU[chess])',
    '(;FF[4]SZ[5];B[cc];W[];B[])', '(;SZ[3]AB[aa][bb]AW[cc];W[ab])', '(;SZ[5]KM[abc])', '(;SZ[25];B[yy])'),
  garbage,
);

const sgfOptions = fc.oneof(fc.constant(undefined), fc.record({ result: fc.oneof(fc.constantFrom('B+R', 'Void', 'a]b\\'),
  garbage) }, { requiredKeys: [] }), garbage);

// One call: its method, its arguments and the game it goes to (an index into the games alive).
const call = (method, ...args) => fc.tuple(fc.nat(), ...args).map(([game, ...a]) => ({ game, method, args: a }));

export const callList = fc.array(fc.oneof(
  { weight: 60, arbitrary: call('play', color, vertex) },
  { weight: 9, arbitrary: call('pass', colorForms) },
  { weight: 3, arbitrary: call('legality', color, vertex) },
  { weight: 1, arbitrary: call('legalMoves', fc.oneof(fc.constant(undefined), color)) },
  { weight: 5, arbitrary: call('undo') },
  { weight: 3, arbitrary: call('genmove', genmoveOptions) },
  { weight: 3, arbitrary: call('score', scoreOptions) },
  { weight: 1, arbitrary: call('judgeDead') },
  { weight: 2, arbitrary: call('toSgf', sgfOptions) },
  { weight: 6, arbitrary: call('toggleDead', fc.oneof({ weight: 4, arbitrary: fc.nat().map((i) => ({ point: 'stone', i })) },
    { weight: 1, arbitrary: vertex })) },
  { weight: 1, arbitrary: call('proposeMarks') },
  { weight: 3, arbitrary: call('pushOut') },
  { weight: 1, arbitrary: call('marks') },
  { weight: 4, arbitrary: call('confirm', color) },
  { weight: 2, arbitrary: call('resume') },
  { weight: 1, arbitrary: call('resign', color) },
  { weight: 2, arbitrary: call('offerDraw', color) },
  { weight: 2, arbitrary: call('answerDraw', color, fc.oneof({ weight: 4, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: garbage })) },
  { weight: 1, arbitrary: call('result') },
  { weight: 1, arbitrary: call('phase') },
  { weight: 1, arbitrary: call('setRules', rulesArgument) },
  { weight: 2, arbitrary: call('reloadSgf') },
  { weight: 1, arbitrary: call('loadSgf', sgfText, fc.oneof(fc.constant(undefined), createOptions)) },
  { weight: 1, arbitrary: call('createGame', createOptions) },
  // fromVertex does not check its size yet (a missing or non-number size gives NaN rows or
  // throws): the size is kept to integers until it does.
  { weight: 1, arbitrary: call('vertexHelpers', fc.oneof(fc.integer({ min: -2, max: 26 }), garbage),
    fc.oneof(fc.integer({ min: -2, max: 26 }), garbage), fc.constantFrom(...SIZES, 1, 26, 0, -1), vertex) },
  { weight: 1, arbitrary: call('dispose') },
), { maxLength: 250, size: 'large' });

/** One run: the games alive at its start and the calls made on them. */
export const scenario = fc.record({ games: fc.array(gameSetup, { minLength: 1, maxLength: 3 }), calls: callList });
