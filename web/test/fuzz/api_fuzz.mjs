// The property-based fuzzer of the package's Game API: random calls with random arguments on
// several games at once, checked after each call (api_run.mjs) and against the native engine.
//   node web/test/fuzz/api_fuzz.mjs [--seed N] [--runs N | --seconds S] [--batch N] [--path P]
// Runs go in batches of --batch (25), batch k with seed N + k and a fresh module instance; a
// failing run is shrunk by fast-check to a short list of calls, printed as a script, with the
// --seed and --path that replay exactly that case. --seconds keeps going after a failure and
// reports each kind once; --runs stops at the first.
import fc from 'fast-check';
import { fileURLToPath } from 'node:url';

import { NativeGtp } from '../support/native_gtp.mjs';
import { loadKosumi } from '../support/package_dist.mjs';
import { runScenario } from './api_run.mjs';
import { scenario } from './api_inputs.mjs';

function addStats(total, stats) {
  for (const [k, v] of Object.entries(stats)) {
    if (typeof v === 'number') total[k] = (total[k] ?? 0) + v;
    else {
      total[k] ??= {};
      for (const [kk, vv] of Object.entries(v)) total[k][kk] = (total[k][kk] ?? 0) + vv;
    }
  }
}

// Failures of one kind differ in their positions and values; what is left names the check.
function kindOf(check) {
  return check.replace(/\(.*?\)( |;|$)/g, '()$1').replace(/g\d+/g, 'gN').replace(/\d+/g, 'N').slice(0, 160);
}

/**
 * Fuzzes for `runs` runs or `seconds` seconds from `seed` (a run in progress is finished).
 * Resolves to {runs, stats, failures: [{seed, path, message}]}; `log` receives progress lines.
 */
export async function fuzzApi({ seed = 1, runs = Infinity, seconds = Infinity, batch = 25, path, keepGoing = false,
  kosumiWrapper = (k) => k, log = () => {} } = {}) {
  const started = Date.now();
  const deadline = started + seconds * 1000;
  const native = { engine: new NativeGtp(['--threads', '1', '--seed', '1']) };
  const total = {};
  const failures = [];
  const kinds = new Set();
  let done = 0;
  try {
    for (let k = 0; done < runs && Date.now() < deadline; ++k) {
      const kosumi = kosumiWrapper(await loadKosumi());
      const batchSeed = seed + k;
      // Every run's calls are counted, those fast-check makes while shrinking too.
      const property = fc.asyncProperty(scenario, async (s) => {
        try {
          addStats(total, await runScenario(kosumi, native.engine, s));
        } catch (error) {
          // A native engine that died is started again for the next run.
          if (!(error?.name === 'FuzzFailure')) native.engine = new NativeGtp(['--threads', '1', '--seed', '1']);
          throw error;
        }
      });
      const numRuns = path ? 1 : Math.min(batch, runs - done);
      const details = await fc.check(property, { seed: batchSeed, numRuns, path });
      done += details.numRuns;
      if (details.failed) {
        const message = details.errorInstance?.message ?? String(details.errorInstance);
        const kind = kindOf(message.split('\n')[0]);
        if (!kinds.has(kind)) {
          kinds.add(kind);
          failures.push({ seed: batchSeed, path: details.counterexamplePath, message, shrinks: details.numShrinks });
          log(`FAILURE (seed ${batchSeed}, path ${details.counterexamplePath}, ${details.numShrinks} shrinks):\n${message}\n` +
            `  replay: node web/test/fuzz/api_fuzz.mjs --seed ${batchSeed} --path ${details.counterexamplePath}\n`);
        }
        if (!keepGoing || path) break;
      }
      log(`${done} runs, ${failures.length} failure kinds, ${Math.round((Date.now() - started) / 1000)} s`);
      if (path) break;
    }
  } finally {
    await native.engine.close();
  }
  return { runs: done, stats: total, failures };
}

function parseArguments(argv) {
  const options = {};
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    if (flag === '--seed') options.seed = Number(value);
    else if (flag === '--runs') options.runs = Number(value);
    else if (flag === '--seconds') options.seconds = Number(value);
    else if (flag === '--batch') options.batch = Number(value);
    else if (flag === '--path') options.path = value;
    else throw new Error(`unknown option ${flag} (--seed, --runs, --seconds, --batch, --path)`);
  }
  if (options.runs === undefined && options.seconds === undefined) options.runs = 100;
  options.keepGoing = options.seconds !== undefined;
  return options;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const options = parseArguments(process.argv.slice(2));
  const started = Date.now();
  const result = await fuzzApi({ ...options, log: (line) => console.log(line) });
  console.log(`${result.runs} runs in ${((Date.now() - started) / 1000).toFixed(0)} s: ${JSON.stringify(result.stats)}`);
  console.log(result.failures.length ? `${result.failures.length} kinds of failure` : 'no failures');
  process.exitCode = result.failures.length ? 1 : 0;
}
