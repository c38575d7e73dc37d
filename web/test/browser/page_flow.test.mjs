// The quick-play page as players meet it, in headless Chromium: the module fetched once per load
// and cached with a validator; New game, Undo, a size or an opponent change while the computer
// thinks leave the board, the page's referee, the moves list and the worker's copy of the game in
// agreement; the marking of dead stones under a rule preset, scored as the native engine scores
// it; every control in reach on a phone and on a laptop. Screenshots of both sizes are saved
// (KOSUMI_SCREENSHOT_DIR, else build-web/).
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, test } from 'node:test';

import { serveWeb } from '../../serve.mjs';
import { launchChromium } from '../support/chromium.mjs';
import { NativeGtp, repositoryRoot } from '../support/native_gtp.mjs';

const SCREENSHOTS = process.env.KOSUMI_SCREENSHOT_DIR ?? `${repositoryRoot}build-web`;
let server;
let url;
let chromium;
let page;
let problems;
const wasmRequests = [];

before(async () => {
  ({ server, url } = await serveWeb());
  chromium = await launchChromium();
  page = await chromium.browser.newPage();
  problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('response', (response) => {
    if (response.url().endsWith('/kosumi-core.wasm'))
      wasmRequests.push({ status: response.status(), headers: response.headers(), cached: response.fromCache() });
  });
  await page.setViewport({ width: 1280, height: 800 });
});

after(async () => {
  await chromium?.close();
  server?.close();
});

async function load() {
  wasmRequests.length = 0;
  await page.goto(`${url}page/?seed=5`);
  await page.waitForSelector('body[data-state="waiting"]', { timeout: 30000 });
}

const bodyState = () => page.evaluate(() => document.body.dataset.state);

// Waits until the page is ready for the person's next tap.
async function settled() {
  await page.waitForFunction(() => ['waiting', 'marking', 'over'].includes(document.body.dataset.state), { timeout: 30000 });
}

async function whileThinking(action) {
  await page.waitForFunction(() => document.body.dataset.state === 'thinking', { timeout: 30000 });
  await action();
}

// The board, the page's referee, its moves list and the worker's copy of the game all agree;
// answers what they agree on.
async function agreement() {
  const seen = await page.evaluate(async () => ({
    stones: [...document.querySelectorAll('circle.stone[data-vertex]')].map((n) => `${n.dataset.color} ${n.dataset.vertex}`).sort(),
    list: [...document.querySelectorAll('#moves li')].map((li) => ({ color: li.dataset.color, vertex: li.dataset.vertex })),
    count: Number(document.body.dataset.moves),
    points: document.querySelectorAll('rect.point').length,
    ...(await window.quickPlay.snapshot()),
  }));
  const size = seen.referee.rows.length;
  const stonesOf = (rows) => rows.flatMap((row, y) => [...row].flatMap((c, x) => c === '.' ? [] :
    [`${c === 'X' ? 'black' : 'white'} ${'ABCDEFGHJKLMNOPQRST'[x]}${size - y}`])).sort();
  assert.equal(seen.points, size * size);
  assert.deepEqual(seen.stones, stonesOf(seen.referee.rows));
  assert.deepEqual(seen.worker, seen.referee);
  assert.deepEqual(seen.list, seen.referee.moves);
  assert.equal(seen.count, seen.referee.moves.length);
  return seen.referee;
}

async function tap(vertex) {
  if (vertex === 'pass') await page.click('#pass');
  else await page.click(`rect.point[data-vertex="${vertex}"]`);
}

async function choose(size, opponent, rules = 'casual') {
  // Each test may run alone (--test-name-pattern).
  if (!page.url().includes('/page/')) await load();
  await page.waitForFunction(() => window.quickPlay !== undefined);
  await page.select('#rules', rules);
  await page.click(`input[name="size"][value="${size}"]`);
  await page.select('#opponent', opponent);
  await page.click('#new-game');
  await page.waitForFunction((s) => document.querySelectorAll('rect.point').length === s * s &&
    document.body.dataset.state === 'waiting', { timeout: 30000 }, size);
}

test('the module is fetched once per page load, and revalidated from the cache on the next', async () => {
  await load();
  assert.equal(wasmRequests.length, 1, JSON.stringify(wasmRequests));
  const [first] = wasmRequests;
  assert.equal(first.status, 200);
  assert.match(first.headers.etag ?? '', /^"[A-Za-z0-9_-]+"$/);
  assert.equal(first.headers['cache-control'], 'no-cache');
  await load();
  assert.equal(wasmRequests.length, 1, JSON.stringify(wasmRequests));
  assert.ok(wasmRequests[0].status === 304 || wasmRequests[0].cached, JSON.stringify(wasmRequests[0]));
  console.log(`wasm per load: ${wasmRequests.length} request; reload answered ${wasmRequests[0].status}`);
});

test('New game, Undo, a size or an opponent change while the computer thinks: everything agrees', { timeout: 120000 }, async () => {
  await choose(9, '10');
  // Undo while it thinks: the person's move is taken back and no answer lands later.
  await tap('E5');
  await whileThinking(() => page.click('#undo'));
  await settled();
  assert.deepEqual((await agreement()).moves, []);
  await new Promise((resolve) => setTimeout(resolve, 300));
  assert.deepEqual((await agreement()).moves, []);
  // New game while it thinks.
  await tap('D4');
  await whileThinking(() => page.click('#new-game'));
  await settled();
  assert.deepEqual((await agreement()).moves, []);
  // Another size while it thinks: a new 13x13 game.
  await tap('C3');
  await whileThinking(() => page.click('input[name="size"][value="13"]'));
  await page.waitForFunction(() => document.querySelectorAll('rect.point').length === 169);
  await settled();
  assert.deepEqual((await agreement()).moves, []);
  // Another level while it thinks: the new level answers the same position.
  await tap('K10');
  await whileThinking(() => page.select('#opponent', '1'));
  await page.waitForFunction(() => document.body.dataset.moves === '2' && document.body.dataset.state === 'waiting');
  const played = await agreement();
  assert.equal(played.moves[0].vertex, 'K10');
  assert.equal(played.moves[1].color, 'white');
  // Undo with the person to move: the computer's move and the person's go.
  await page.click('#undo');
  await settled();
  assert.deepEqual((await agreement()).moves, []);
  // Two people while it thinks: the person now plays White's move too.
  await page.select('#opponent', '10');
  await tap('D4');
  await whileThinking(() => page.select('#opponent', 'people'));
  await settled();
  assert.deepEqual((await agreement()).moves, [{ color: 'black', vertex: 'D4' }]);
  await tap('E5');
  await page.waitForFunction(() => document.body.dataset.moves === '2');
  assert.equal((await agreement()).moves[1].vertex, 'E5');
  assert.equal(await bodyState(), 'waiting');
  assert.deepEqual(problems, []);
});

// The boxes of these elements, each checked to lie inside a width x height viewport.
async function inside(ids, width, height) {
  const boxes = await page.evaluate((list) => Object.fromEntries(list.map((id) => {
    const box = document.getElementById(id).getBoundingClientRect();
    return [id, { left: box.left, top: box.top, right: box.right, bottom: box.bottom, width: box.width, height: box.height }];
  })), ids);
  for (const [id, box] of Object.entries(boxes)) {
    assert.ok(box.width > 0 && box.height > 0, `${id} is not shown`);
    assert.ok(box.left >= 0 && box.top >= 0 && box.right <= width && box.bottom <= height, `${id} ${JSON.stringify(box)}`);
  }
  return boxes;
}

// The native engine's final_score for these moves, rules and dead stones.
async function nativeScore(size, rules, moves, dead) {
  const native = new NativeGtp(['--threads', '1', '--seed', '1']);
  try {
    const commands = [`boardsize ${size}`, 'clear_board', `kosumi-rules ${rules}`,
      ...moves.map((m) => `play ${m.color} ${m.vertex}`), `kosumi-dead ${dead.join(' ')}`, 'final_score'];
    const answers = await native.run(commands);
    answers.slice(0, -1).forEach((a, i) => assert.equal(a.trimEnd(), '=', `${commands[i]}: ${a}`));
    return answers.at(-1).replace(/^= /, '');
  } finally {
    await native.close();
  }
}

const deadOnBoard = () => page.$$eval('circle.stone[data-dead]', (nodes) => nodes.map((n) => n.dataset.vertex).sort());
const message = () => page.$eval('#message', (p) => p.textContent);

test('marking dead stones under the Japanese preset: mark, unmark, resume, pass twice, confirm; the native score', { timeout: 60000 }, async () => {
  await choose(9, 'people', 'japanese');
  // Black walls off the left; White's C7 and C6 sit inside it, dead; White lives on the right.
  const moves = ['D9', 'F9', 'D8', 'F8', 'D7', 'F7', 'D6', 'F6', 'D5', 'F5', 'D4', 'F4', 'D3', 'F3', 'D2', 'F2',
    'D1', 'F1', 'B7', 'C7', 'B3', 'C6'];
  for (const [i, vertex] of moves.entries()) {
    await tap(vertex);
    await page.waitForFunction((n) => document.body.dataset.moves === String(n), {}, i + 1);
  }
  // Score before two passes only asks for them.
  await page.click('#score-button');
  assert.match(await message(), /^Pass first: two passes in a row end play/);
  assert.equal(await bodyState(), 'waiting');
  await tap('pass');
  await tap('pass');
  await page.waitForSelector('body[data-state="marking"]');
  assert.equal(await page.$eval('#score-button', (b) => b.textContent), 'Confirm');
  // A tap marks the whole chain; again unmarks; an empty point does nothing.
  await tap('C7');
  assert.deepEqual(await deadOnBoard(), ['C6', 'C7']);
  assert.deepEqual((await agreement()).marks, ['C6', 'C7']);
  await tap('C6');
  assert.deepEqual(await deadOnBoard(), []);
  await tap('A1');
  assert.deepEqual((await agreement()).marks, []);
  await tap('C6');
  assert.deepEqual((await agreement()).marks, ['C6', 'C7']);
  // Territory is drawn under the marks: C6 and C7 are Black's once dead.
  const blackTerritory = await page.$$eval('rect.territory.black', (nodes) => nodes.map((n) => n.dataset.vertex));
  assert.ok(blackTerritory.includes('C7') && blackTerritory.includes('A1'), blackTerritory.join(' '));
  // Resume: marks cleared, back to play; one pass does not end it, two do.
  await page.click('#resume');
  await settled();
  assert.equal(await bodyState(), 'waiting');
  assert.deepEqual((await agreement()).marks, []);
  assert.deepEqual(await deadOnBoard(), []);
  await tap('pass');
  await page.waitForFunction(() => document.body.dataset.moves === String(25));
  assert.equal(await bodyState(), 'waiting');
  await tap('pass');
  await page.waitForSelector('body[data-state="marking"]');
  await tap('C7');
  await page.click('#score-button');
  await page.waitForSelector('body[data-state="over"]');
  const over = await agreement();
  assert.equal(over.phase, 'over');
  assert.deepEqual(over.marks, ['C6', 'C7']);
  assert.deepEqual(await deadOnBoard(), ['C6', 'C7']);
  const shown = await page.$eval('#score', (p) => ({ text: p.textContent, result: p.dataset.result }));
  const native = await nativeScore(9, 'japanese', over.moves, ['C7']);
  assert.equal(shown.result, native);
  assert.match(shown.text, new RegExp(`^Game over\\. Black [0-9.]+, White [0-9.]+ \\(komi 6\\.5\\): ${native.replace('+', '\\+')}\\.$`));
  const territory = await page.$$eval('rect.territory', (nodes) => nodes.length);
  assert.ok(territory > 0);
  console.log(`marking on the page: shown ${shown.text}; native final_score ${native}; ${territory} territory points drawn`);
  // On a laptop every control is on the screen at once, the settings and the record too.
  await inside(['board', 'turn', 'message', 'pass', 'score-button', 'undo', 'resign', 'new-game', 'opponent', 'rules',
    'color', 'record', 'moves'], 1280, 800);
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/quick-play-1280x800.png` });
  assert.deepEqual(problems, []);
});

test('on a 390x844 phone the board, the turn line and Pass, Score and Resign are all on the screen', async () => {
  // A phone's viewport reloads the page: start from a fresh load.
  await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true });
  await load();
  await choose(9, 'people', 'chinese');
  for (const vertex of ['E5', 'C3', 'G7', 'C7', 'G3']) await tap(vertex);
  const boxes = await inside(['board', 'turn', 'message', 'pass', 'score-button', 'resign', 'undo'], 390, 844);
  // Wide enough to tap: the board fills the width, the buttons are a finger's size.
  assert.ok(boxes.board.width >= 340, `board ${boxes.board.width} px`);
  for (const id of ['pass', 'score-button', 'resign']) assert.ok(boxes[id].height >= 30, `${id} ${boxes[id].height} px`);
  // Marking: Confirm and Resume within reach too.
  await tap('pass');
  await tap('pass');
  await page.waitForSelector('body[data-state="marking"]');
  await tap('G3');
  await inside(['board', 'turn', 'message', 'score-button', 'resume', 'resign'], 390, 844);
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/quick-play-390x844.png` });
  console.log(`390x844: board ${boxes.board.width.toFixed(0)} px wide, bottom of the buttons at ${Math.max(boxes.pass.bottom, boxes.resign.bottom).toFixed(0)} px`);
  assert.deepEqual(problems, []);
});
