// A short deterministic run of the Game API fuzzer (web/test/fuzz/api_fuzz.mjs): no failure, and
// the run must have reached what it is meant to check (marking and the end, refused moves of
// each kind, disposed games, games pushed out of the module, moves replayed by the native
// engine). Then the fuzzer against a game with a planted fault: it must catch it and shrink it
// to a short script.
// KOSUMI_FUZZ_RUNS sets the number of runs of the first test (40).
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { fuzzApi } from './fuzz/api_fuzz.mjs';

const RUNS = Number(process.env.KOSUMI_FUZZ_RUNS ?? 40);

test(`${RUNS} fuzz runs of the Game API find nothing`, async () => {
  const { runs, stats, failures } = await fuzzApi({ seed: 1, runs: RUNS });
  assert.deepEqual(failures.map((f) => f.message), []);
  assert.equal(runs, RUNS);
  console.log(`${runs} runs: ${JSON.stringify(stats)}`);
  for (const phase of ['play', 'marking', 'over']) assert.ok(stats.phases[phase] > 0, `no call in phase ${phase}`);
  for (const reason of ['invalid', 'phase', 'occupied', 'suicide', 'offer', 'empty'])
    assert.ok(stats.reasons[reason] > 0, `no call refused as ${reason}`);
  assert.ok(stats.moves > 500, `only ${stats.moves} moves`);
  assert.ok(stats.thrown > 0, 'no call on a disposed game');
  assert.ok(stats.pushedOut > 0, 'no game was pushed out of the module and made again');
});

// Every game of the instance answers a refused move after undoing the last one: a refusal that
// changes the game.
function withRefusalThatUndoes(kosumi) {
  const faulty = (game) => new Proxy(game, {
    get(target, key) {
      const value = Reflect.get(target, key, target);
      if (key !== 'play') return typeof value === 'function' ? value.bind(target) : value;
      return (...args) => {
        const answer = target.play(...args);
        if (!answer.ok && target.moves().length) target.undo();
        return answer;
      };
    },
  });
  return {
    createGame: (options) => faulty(kosumi.createGame(options)),
    loadSgf: (...args) => {
      const made = kosumi.loadSgf(...args);
      return made.ok ? { ok: true, game: faulty(made.game) } : made;
    },
  };
}

test('the fuzzer catches a refusal that changes the game, shrinks it to a few calls and replays it from its seed and path', async () => {
  const { failures } = await fuzzApi({ seed: 1, runs: 20, kosumiWrapper: withRefusalThatUndoes });
  assert.equal(failures.length, 1);
  const [failure] = failures;
  assert.match(failure.message, /was refused .* but changed the game/);
  // The script: the import, the instance, the games made, a move and the refused call.
  const calls = failure.message.split('Replay')[1].split('\n').filter((l) => /^g\d+\.\w+\(/.test(l));
  assert.ok(calls.length >= 2 && calls.length <= 4, `shrunk to ${calls.length} calls:\n${failure.message}`);
  // The seed and path given replay that very case.
  const again = await fuzzApi({ seed: failure.seed, path: failure.path, kosumiWrapper: withRefusalThatUndoes });
  assert.deepEqual(again.failures.map((f) => f.message), [failure.message]);
});
