// Speed of the WebAssembly build next to the native one, measured in the same run:
//   - raw light playouts from the empty board (the native build/kosumi-bench-playouts, the module
//     in Node, the module in headless Chromium), one after the other in each round, so all three
//     see the same machine; medians over the rounds, and the median of each round's ratio;
//   - the quick-play page's beginner on 19x19 in Chromium: the time from the page asking for a
//     move to its arrival from the worker, over a game's moves.
//
//   node web/bench/bench-web.mjs [--runs 5] [--seconds 1] [--sizes 9,19] [--moves 60] [--json]
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';

import { serveWeb } from '../serve.mjs';
import { launchChromium } from '../test/support/chromium.mjs';
import { repositoryRoot } from '../test/support/native_gtp.mjs';
import { loadKosumi } from '../test/support/package_dist.mjs';
import { Random } from '../test/support/random.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    seconds: { type: 'string', default: '1' },
    sizes: { type: 'string', default: '9,19' },
    moves: { type: 'string', default: '60' },
    json: { type: 'boolean', default: false },
  },
});
const runs = Number(options.runs);
const seconds = Number(options.seconds);
const sizes = options.sizes.split(',').map(Number);
const benchBinary = process.env.KOSUMI_BENCH_PLAYOUTS ?? `${repositoryRoot}build/kosumi-bench-playouts`;

const median = (values) => {
  const v = [...values].sort((a, b) => a - b);
  const n = v.length;
  return n % 2 ? v[(n - 1) / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
};
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))];

function nativePlayouts(size) {
  const out = execFileSync(benchBinary, ['--sizes', String(size), '--runs', '1', '--seconds', String(seconds), '--json'],
    { encoding: 'utf8' });
  return JSON.parse(out).sizes[0].playouts_per_s;
}

const kosumi = await loadKosumi();
const { server, url } = await serveWeb();
const chromium = await launchChromium();
try {
  const page = await chromium.browser.newPage();
  await page.goto(`${url}page/?seed=11`);
  await page.waitForSelector('body[data-state="waiting"]', { timeout: 30000 });
  const chromiumVersion = await chromium.browser.version();
  // An instance of the module on the page's main thread, for the playout benchmark.
  await page.evaluate(async () => {
    const { loadKosumi: load } = await import('/package/browser.js');
    window.benchKosumi = await load();
  });

  const rows = {};
  for (const size of sizes) rows[size] = { native: [], node: [], chromium: [], nodeRatio: [], chromiumRatio: [] };
  for (let run = 0; run < runs; ++run) {
    for (const size of sizes) {
      const row = rows[size];
      const native = nativePlayouts(size);
      const node = kosumi.benchPlayouts(size, seconds, 'light', 1234 + run).playoutsPerSecond;
      const inPage = await page.evaluate((s, t, seed) => window.benchKosumi.benchPlayouts(s, t, 'light', seed).playoutsPerSecond,
        size, seconds, 1234 + run);
      row.native.push(native);
      row.node.push(node);
      row.chromium.push(inPage);
      row.nodeRatio.push(node / native);
      row.chromiumRatio.push(inPage / native);
    }
  }

  // The beginner on 19x19, as a person meets it on the page.
  await page.click('input[name="size"][value="19"]');
  await page.select('#opponent', '1');
  await page.click('#new-game');
  await page.waitForFunction(() => document.querySelectorAll('rect.point').length === 361 &&
    document.body.dataset.state === 'waiting');
  await page.evaluate(() => performance.clearMeasures('computer-move'));
  const random = new Random(5);
  for (let i = 0; i < Number(options.moves); ++i) {
    const href = await page.$eval('#record', (a) => a.href);
    const loaded = kosumi.loadSgf(decodeURIComponent(href.slice(href.indexOf(',') + 1)));
    const game = loaded.game;
    if (game.over) break;
    const legal = game.legalMoves().moves;
    const n = Number(await page.evaluate(() => document.body.dataset.moves));
    game.dispose();
    await page.click(`rect.point[data-vertex="${random.pick(legal)}"]`);
    await page.waitForFunction((m) => document.body.dataset.state !== 'thinking' &&
      Number(document.body.dataset.moves) >= m + 2 || document.body.dataset.state === 'over', { timeout: 30000 }, n);
  }
  const answers = await page.evaluate(() => performance.getEntriesByName('computer-move').map((e) => ({
    total: e.duration, worker: e.detail.workerMs })));

  const result = {
    benchmark: 'web-playouts',
    chromium: chromiumVersion,
    node: process.version,
    runs,
    seconds,
    sizes: sizes.map((size) => ({
      size,
      native_playouts_per_s: Math.round(median(rows[size].native)),
      node_playouts_per_s: Math.round(median(rows[size].node)),
      chromium_playouts_per_s: Math.round(median(rows[size].chromium)),
      node_ratio: Number(median(rows[size].nodeRatio).toFixed(3)),
      chromium_ratio: Number(median(rows[size].chromiumRatio).toFixed(3)),
    })),
    beginner_19x19: {
      moves: answers.length,
      median_ms: Number(median(answers.map((a) => a.total)).toFixed(2)),
      p90_ms: Number(percentile(answers.map((a) => a.total), 0.9).toFixed(2)),
      max_ms: Number(Math.max(...answers.map((a) => a.total)).toFixed(2)),
      worker_median_ms: Number(median(answers.map((a) => a.worker)).toFixed(2)),
      worker_max_ms: Number(Math.max(...answers.map((a) => a.worker)).toFixed(2)),
    },
  };
  if (options.json) {
    console.log(JSON.stringify(result));
  } else {
    console.log(`light playouts from the empty board, one thread, median of ${runs} rounds of ${seconds} s ` +
      `(Node ${process.version}, ${chromiumVersion})`);
    console.log('board   native P/s   Node P/s  (ratio)   Chromium P/s  (ratio)');
    for (const s of result.sizes)
      console.log(`${String(s.size).padStart(2)}x${String(s.size).padEnd(2)}  ${String(s.native_playouts_per_s).padStart(10)}` +
        `  ${String(s.node_playouts_per_s).padStart(9)}  (${(100 * s.node_ratio).toFixed(0)} %)` +
        `  ${String(s.chromium_playouts_per_s).padStart(13)}  (${(100 * s.chromium_ratio).toFixed(0)} %)`);
    const b = result.beginner_19x19;
    console.log(`beginner on 19x19 in Chromium, ${b.moves} answers: median ${b.median_ms} ms, 90th percentile ` +
      `${b.p90_ms} ms, max ${b.max_ms} ms from the page's request to the move's arrival ` +
      `(in the worker: median ${b.worker_median_ms} ms, max ${b.worker_max_ms} ms)`);
  }
} finally {
  await chromium.close();
  server.close();
}
