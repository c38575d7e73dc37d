// The quick-play page in headless Chromium, played as a person plays it: a 9x9 game against the
// beginner computer to two passes, with captures shown, an illegal tap refused with its reason,
// and the shown score equal to the native engine's final_score for the final position; the
// computer thinks in a worker while the page stays responsive; the GTP engine streams analysis
// from a module worker; playing White and resigning; pass-and-play alternates colours.
// A screenshot of the finished game is saved (KOSUMI_SCREENSHOT, else build-web/quick-play.png).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';

import { serveWeb } from '../../serve.mjs';
import { launchChromium } from '../support/chromium.mjs';
import { nativeBinary, repositoryRoot } from '../support/native_gtp.mjs';
import { loadKosumi, fromVertex } from '../support/package_dist.mjs';
import { Random } from '../support/random.mjs';

const SCREENSHOT = process.env.KOSUMI_SCREENSHOT ?? `${repositoryRoot}build-web/quick-play.png`;
const kosumi = await loadKosumi();
let server;
let chromium;
let page;

before(async () => {
  const served = await serveWeb();
  server = served.server;
  chromium = await launchChromium();
  page = await chromium.browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.problems = problems;
  await page.goto(`${served.url}page/?seed=7`);
  await page.waitForSelector('body[data-state="waiting"]', { timeout: 30000 });
});

after(async () => {
  await chromium?.close();
  server?.close();
});

// The game on the page, read back through its own SGF link (what a person saves).
async function pageGame() {
  const href = await page.$eval('#record', (a) => a.href);
  const sgf = decodeURIComponent(href.slice(href.indexOf(',') + 1));
  const loaded = kosumi.loadSgf(sgf);
  assert.equal(loaded.ok, true, loaded.error);
  return { sgf, game: loaded.game };
}

async function state() {
  return page.evaluate(() => ({
    state: document.body.dataset.state,
    moves: Number(document.body.dataset.moves),
    captures: { black: Number(document.getElementById('captures-black').textContent),
      white: Number(document.getElementById('captures-white').textContent) },
    message: document.getElementById('message').textContent,
    reason: document.getElementById('message').dataset.reason ?? null,
    result: document.getElementById('score').dataset.result ?? null,
    score: document.getElementById('score').textContent,
  }));
}

// Clicks a point (or Pass) and waits until the page is ready for the next tap.
async function tap(vertex) {
  const movesBefore = (await state()).moves;
  if (vertex === 'pass') await page.click('#pass');
  else await page.click(`rect.point[data-vertex="${vertex}"]`);
  await page.waitForFunction(
    (n) => document.body.dataset.state !== 'thinking' && Number(document.body.dataset.moves) > n,
    { timeout: 30000 }, movesBefore);
}

async function newGame(size, opponent) {
  await page.click(`input[name="size"][value="${size}"]`);
  await page.select('#opponent', opponent);
  await page.click('#new-game');
  await page.waitForFunction((s) => document.querySelectorAll('rect.point').length === s * s &&
    document.body.dataset.state === 'waiting', {}, size);
}

// A move for the person: a capture when one is there, else a random legal move that does not
// fill the person's own eye.
function chooseMove(game, random) {
  const color = game.toMove;
  const legal = game.legalMoves(color).moves;
  const rows = game.rows();
  const own = color === 'black' ? 'X' : 'O';
  const isOwnEye = (vertex) => {
    const { x, y } = fromVertex(vertex, rows.length);
    return [[x - 1, y], [x + 1, y], [x, y - 1], [x, y + 1]].every(([a, b]) =>
      a < 0 || b < 0 || a >= rows.length || b >= rows.length || rows[b][a] === own);
  };
  for (const vertex of legal) {
    const played = game.play(color, vertex);
    const captures = played.ok && played.captured.length > 0;
    game.undo();
    if (captures) return vertex;
  }
  const candidates = legal.filter((v) => !isOwnEye(v));
  return candidates.length ? random.pick(candidates) : 'pass';
}

test('a 9x9 game against the beginner, to two passes, scored as the native engine scores it', async () => {
  const random = new Random(19);
  let illegalSeen = null;
  let personMoves = 0;
  for (;;) {
    const now = await state();
    if (now.state === 'over') break;
    assert.ok(personMoves < 200, 'the game did not end');
    const { game } = await pageGame();
    // Captures shown are the game's.
    assert.deepEqual(now.captures, game.captures);
    // Once stones are down, tap an occupied point: refused, with its reason, nothing changed.
    if (!illegalSeen && personMoves >= 6) {
      const occupied = game.moves().find((m) => m.vertex !== 'pass' &&
        game.legality(game.toMove, m.vertex).reason === 'occupied').vertex;
      await page.click(`rect.point[data-vertex="${occupied}"]`);
      const refused = await state();
      assert.equal(refused.reason, 'occupied');
      assert.match(refused.message, /^Illegal move \(occupied\): /);
      assert.equal(refused.moves, now.moves);
      assert.equal((await pageGame()).sgf, (await pageGame()).sgf);
      illegalSeen = refused.message;
    }
    // Forty moves of play, then the person passes until the computer passes too.
    const vertex = personMoves < 40 ? chooseMove(game, random) : 'pass';
    game.dispose();
    await tap(vertex);
    ++personMoves;
  }
  const final = await state();
  const { sgf, game } = await pageGame();
  assert.equal(game.over, true);
  assert.equal(game.rules, 'chinese ko=simple scoring=area dead=as-is komi=6.5');
  assert.deepEqual(final.captures, game.captures);
  assert.ok(final.captures.black + final.captures.white > 0, 'no stone was captured in the game');
  assert.ok(illegalSeen);
  // The score shown against the native engine's final_score for the same record.
  const dir = mkdtempSync(join(tmpdir(), 'kosumi-page-'));
  try {
    writeFileSync(join(dir, 'game.sgf'), sgf);
    const native = spawnSync(nativeBinary(), ['--files-root', dir], {
      input: 'loadsgf game.sgf\nkosumi-rules\nfinal_score\n', encoding: 'utf8' });
    const answers = native.stdout.split('\n\n');
    assert.equal(answers[0], '= ');
    assert.equal(answers[1], '= chinese ko=simple scoring=area dead=as-is komi=6.5');
    assert.equal(final.result, answers[2].slice(2));
    assert.match(final.score, new RegExp(`^Game over\\. Black [0-9.]+, White [0-9.]+ \\(komi 6\\.5\\): ${final.result.replace('+', '\\+')}\\.$`));
    console.log(`9x9 against the beginner: ${game.moves().length} moves, captures ${JSON.stringify(final.captures)}, ` +
      `shown ${final.result}, native final_score ${answers[2].slice(2)}; refused: "${illegalSeen}"`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  game.dispose();
  mkdirSync(dirname(SCREENSHOT), { recursive: true });
  await page.screenshot({ path: SCREENSHOT });
  console.log(`screenshot: ${SCREENSHOT}`);
  assert.deepEqual(page.problems, []);
});

test('the computer thinks in a worker: the page keeps running meanwhile', async () => {
  await newGame(9, '10');
  // Count timer ticks on the page while the level-10 computer answers the person's move.
  const ticks = page.evaluate(() => new Promise((resolve) => {
    let count = 0;
    let thinking = false;
    const tick = () => {
      const now = document.body.dataset.state === 'thinking';
      if (now) ++count;
      if (thinking && !now) return resolve(count);
      thinking ||= now;
      setTimeout(tick, 5);
    };
    tick();
  }));
  await tap('E5');
  const during = await ticks;
  assert.ok(during >= 3, `the page ran only ${during} timer ticks while the computer thought`);
  assert.equal((await state()).moves, 2);
});

test('playing White: the computer opens, and resigning ends the game', async () => {
  await page.select('#color', 'white');
  await newGame(13, '1');
  await page.waitForFunction(() => document.body.dataset.moves === '1' && document.body.dataset.state === 'waiting');
  const stones = await page.$$eval('circle.stone[data-vertex]', (nodes) => nodes.map((n) => n.dataset.color));
  assert.deepEqual(stones, ['black']);
  assert.equal(await page.$eval('#komi', (p) => p.textContent), 'Komi: White receives 7.5.');
  await page.click('#resign');
  const over = await state();
  assert.equal(over.state, 'over');
  assert.equal(over.result, 'B+R');
  assert.equal(over.score, 'White resigns: B+R.');
  await page.select('#color', 'black');
});

test('the GTP engine in a module worker streams its analysis to the page', async () => {
  const received = await page.evaluate(() => new Promise((resolve, reject) => {
    const worker = new Worker('/test/browser/gtp_worker.js', { type: 'module' });
    const messages = [];
    worker.onerror = (event) => reject(new Error(event.message));
    worker.onmessage = (event) => {
      if (event.data.ready) return worker.postMessage('play b E5\nlz-analyze w 5');
      messages.push({ ...event.data, arrived: performance.timeOrigin + performance.now() });
      if (event.data.answer !== undefined) {
        worker.terminate();
        resolve(messages);
      }
    };
  }));
  const answer = received.at(-1).answer;
  const pieces = received.slice(0, -1);
  assert.match(answer, /^= \n\n=\ninfo move /);
  assert.equal(pieces[0].piece, '=\n');
  const lines = pieces.filter((p) => p.piece.startsWith('info move '));
  assert.ok(lines.length >= 2, `${lines.length} analysis lines`);
  // The first line reached the page while the worker was still searching.
  const searchEnd = received.at(-1).at;
  assert.ok(lines[0].arrived < searchEnd,
    `the first line arrived ${lines[0].arrived - searchEnd} ms after the search ended`);
  console.log(`worker analysis: ${lines.length} lines; the first reached the page ` +
    `${(searchEnd - lines[0].arrived).toFixed(0)} ms before the search ended`);
  assert.equal(answer.slice('= \n\n'.length), pieces.map((p) => p.piece).join(''));
});

test('pass-and-play: both colours from the screen, and suicide refused', async () => {
  await newGame(9, 'people');
  for (const vertex of ['B1', 'E5', 'A2']) await tap(vertex);
  // White to move: A1 would have no liberty and captures nothing.
  await page.click('rect.point[data-vertex="A1"]');
  const refused = await state();
  assert.equal(refused.reason, 'suicide');
  assert.equal(refused.moves, 3);
  const stones = await page.$$eval('circle.stone[data-vertex]', (nodes) =>
    nodes.map((n) => `${n.dataset.color} ${n.dataset.vertex}`).sort());
  assert.deepEqual(stones, ['black A2', 'black B1', 'white E5']);
  await tap('pass');
  await tap('pass');
  const over = await state();
  assert.equal(over.state, 'over');
  // Black: two stones and A1, which only black stones touch; White: one stone and komi 6.5;
  // the rest of the board touches both colours.
  assert.equal(over.result, 'W+4.5');
  assert.equal(over.score, 'Game over. Black 3, White 7.5 (komi 6.5): W+4.5.');
});
