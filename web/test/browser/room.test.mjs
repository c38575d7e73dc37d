// The online room end to end: the room server (web/room/server.mjs) on 127.0.0.1 and two
// headless Chromium pages, each in a browser context of its own as two people would be. A 9x9
// game to two passes with a capture; Score before the passes; marking, Resume, marking again;
// a mark changed after one confirmation clears both; both confirm and both pages show the
// referee's score. A resignation; a draw offered, declined, offered again and accepted; a move
// sent out of turn and after the end through a page's own socket, and by a plain client,
// refused by the server; a reloaded page back in its seat; a link to a room that is gone. Screenshots of the room at 1280x800 and 390x844 are saved
// (KOSUMI_ROOM_SCREENSHOTS, a folder, else build-web/).
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, test } from 'node:test';

import { roomGameOptions } from '../../room/room.mjs';
import { startRoomServer } from '../../room/server.mjs';
import { launchChromium } from '../support/chromium.mjs';
import { repositoryRoot } from '../support/native_gtp.mjs';
import { loadKosumi } from '../support/package_dist.mjs';
import { RoomClient } from '../support/room_client.mjs';

const SCREENSHOTS = process.env.KOSUMI_ROOM_SCREENSHOTS ?? `${repositoryRoot}build-web`;
// Polled on a timer: a page in the background gets few animation frames.
const WAIT = { timeout: 15000, polling: 20 };
const kosumi = await loadKosumi();
let server;
let chromium;
let players;  // {black, white}: one page each

// Every WebSocket the page opens is kept, with what it sent, so that a test can send raw
// messages through the page's own connection and see what the page itself sent.
function recordSockets() {
  const Native = window.WebSocket;
  window.roomSockets = [];
  window.roomSent = [];
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      window.roomSockets.push(this);
    }

    send(data) {
      window.roomSent.push(data);
      super.send(data);
    }
  };
}

async function openPage(width, height) {
  const context = await chromium.browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width, height });
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('dialog', (dialog) => dialog.accept());
  page.problems = problems;
  await page.evaluateOnNewDocument(recordSockets);
  return page;
}

before(async () => {
  server = await startRoomServer({ kosumi });
  chromium = await launchChromium();
  players = { black: await openPage(1280, 800), white: await openPage(390, 844) };
});

after(async () => {
  await chromium?.close();
  await server?.close();
});

async function view(page) {
  return page.evaluate(() => {
    const body = document.body.dataset;
    const message = document.getElementById('message');
    const score = document.getElementById('score');
    return {
      state: body.state, you: body.you, moves: Number(body.moves), marks: body.marks ? body.marks.split(' ').sort() : [],
      confirmations: body.confirmations, drawOffer: body.drawOffer, message: message.textContent,
      reason: message.dataset.reason ?? null, result: score.dataset.result ?? null, score: score.textContent,
      captures: { black: Number(document.getElementById('captures-black').textContent),
        white: Number(document.getElementById('captures-white').textContent) },
      dead: [...document.querySelectorAll('circle.stone[data-dead]')].map((n) => n.dataset.vertex).sort(),
    };
  });
}

// Waits until both pages show what `check` wants of a page's view (a function run in the page).
const both = (check, arg) => Promise.all(Object.values(players).map((p) => p.waitForFunction(check, WAIT, arg)));
const bothAtMoves = (n) => both((m) => document.body.dataset.moves === String(m), n);
const bothInState = (s) => both((want) => document.body.dataset.state === want, s);

// Black makes a room from the lobby; White opens its link.
async function newRoom() {
  const { black, white } = players;
  await black.goto(server.url);
  await black.waitForSelector('body[data-state="lobby"]', WAIT);
  await black.click('#create');
  await black.waitForSelector('body[data-state="waiting"]', WAIT);
  const link = await black.$eval('#invite-link', (a) => a.href);
  assert.match(link, /\?room=[a-z0-9]+$/);
  await white.goto(link);
  await bothInState('play');
  assert.deepEqual([(await view(black)).you, (await view(white)).you], ['black', 'white']);
  return new URL(link).searchParams.get('room');
}

async function clickPoint(page, vertex) {
  await page.click(`rect.point[data-vertex="${vertex}"]`);
}

// Plays the moves alternately from the right page, each seen by both pages.
async function playMoves(moves, referee) {
  for (const [color, vertex] of moves) {
    const before = (await view(players[color])).moves;
    if (vertex === 'pass') await players[color].click('#pass');
    else await clickPoint(players[color], vertex);
    await bothAtMoves(before + 1);
    if (referee) assert.equal(referee.play(color, vertex).ok, true, `${color} ${vertex}`);
  }
}

// Sends a raw message through the page's own socket and waits for the page to show the refusal.
async function sendRaw(page, message) {
  await page.evaluate(() => {
    delete document.getElementById('message').dataset.reason;
  });
  await page.evaluate((text) => window.roomSockets.at(-1).send(text), JSON.stringify(message));
  await page.waitForFunction(() => document.getElementById('message').dataset.reason !== undefined, WAIT);
  return view(page);
}

// Black holds columns A to D and White F to J; a white stone at B5 is captured, and two black
// stones at G6 and G7 sit dead inside White's side.
const GAME = [];
for (let row = 1; row <= 9; ++row) GAME.push(['black', `D${row}`], ['white', `F${row}`]);
GAME.push(['black', 'G7'], ['white', 'B5'], ['black', 'G6'], ['white', 'H3'], ['black', 'A5'], ['white', 'H8'],
  ['black', 'C5'], ['white', 'J5'], ['black', 'B4'], ['white', 'J2'], ['black', 'B6'], ['white', 'J8']);

test('a 9x9 game to two passes, marking, a changed mark, both confirm: both pages show the referee\'s score', async () => {
  const { black, white } = players;
  await newRoom();
  const referee = kosumi.createGame(roomGameOptions(9));
  try {
    // A tap out of turn and one on an occupied point: refused by the server, nothing changes.
    await clickPoint(white, 'E5');
    await white.waitForFunction(() => document.getElementById('message').dataset.reason === 'turn', WAIT);
    await playMoves(GAME.slice(0, 4), referee);
    await clickPoint(black, 'F1');
    await black.waitForFunction(() => document.getElementById('message').dataset.reason === 'occupied', WAIT);
    assert.match((await view(black)).message, /^Illegal move \(occupied\): /);
    assert.equal((await view(black)).moves, 4);
    await playMoves(GAME.slice(4), referee);
    const played = await view(black);
    assert.equal(played.moves, GAME.length);
    assert.deepEqual(played.captures, { black: 1, white: 0 });
    assert.deepEqual((await view(white)).captures, referee.captures);

    // Score before two passes only asks for the passes.
    await black.click('#score-button');
    await black.waitForFunction(() => document.getElementById('message').dataset.reason === 'phase', WAIT);
    assert.match((await view(black)).message, /pass first/);
    assert.equal((await view(black)).state, 'play');

    await playMoves([['black', 'pass'], ['white', 'pass']], referee);
    await bothInState('marking');
    // Marking, then Resume: the marks go and two passes are needed again.
    await clickPoint(white, 'G7');
    await both(() => document.body.dataset.marks.split(' ').length === 2);
    await white.click('#resume');
    await bothInState('play');
    assert.equal(referee.toggleDead('G7').ok, true);
    assert.equal(referee.resume().ok, true);
    assert.deepEqual((await view(black)).marks, []);
    const toMove = referee.toMove;
    await playMoves([[toMove, 'pass']], referee);
    assert.equal((await view(black)).state, 'play');
    await playMoves([[referee.toMove, 'pass']], referee);
    await bothInState('marking');

    // An empty point does nothing: the page sends nothing and the marks stay.
    const sentBefore = await black.evaluate(() => window.roomSent.length);
    await clickPoint(black, 'E5');
    assert.equal(await black.evaluate(() => window.roomSent.length), sentBefore);
    assert.deepEqual((await view(black)).marks, []);

    // Black marks the pair (one click, the whole group) and confirms; White unmarks it: both
    // confirmations are cleared; White marks it again.
    await clickPoint(black, 'G7');
    await both(() => document.body.dataset.marks === 'G6 G7' || document.body.dataset.marks === 'G7 G6');
    for (const page of [black, white]) assert.deepEqual((await view(page)).dead, ['G6', 'G7']);
    await black.click('#confirm');
    await both(() => document.body.dataset.confirmations === 'black');
    await clickPoint(white, 'G6');
    await both(() => document.body.dataset.marks === '' && document.body.dataset.confirmations === '');
    await clickPoint(white, 'G6');
    await both(() => document.body.dataset.marks.split(' ').length === 2);
    await white.click('#confirm');
    await both(() => document.body.dataset.confirmations === 'white');
    // The room at this moment, on a wide screen and a phone.
    mkdirSync(SCREENSHOTS, { recursive: true });
    for (const page of [black, white]) await page.evaluate(() => window.scrollTo(0, 0));
    await black.screenshot({ path: `${SCREENSHOTS}/room-1280x800.png` });
    await white.screenshot({ path: `${SCREENSHOTS}/room-390x844.png` });
    await black.click('#confirm');
    await bothInState('over');

    assert.equal(referee.toggleDead('G7').ok, true);
    const expected = referee.score();
    assert.equal(expected.ok, true);
    for (const page of [black, white]) {
      const shown = await view(page);
      assert.equal(shown.result, expected.result);
      assert.equal(shown.score, `Game over. Black ${expected.black.points}, White ${expected.white.points} ` +
        `(komi 7.5): ${expected.result}.`);
      assert.deepEqual(shown.dead, ['G6', 'G7']);
      assert.equal(await page.$$eval('rect.territory.white', (n) => n.length), expected.white.territoryPoints.length);
    }
    console.log(`room 9x9: ${referee.moves().length} moves, shown ${expected.result} on both pages ` +
      `(Black ${expected.black.points}, White ${expected.white.points}); screenshots in ${SCREENSHOTS}`);

    // After the end, a move through White's own socket is refused by the server.
    const late = await sendRaw(white, { type: 'play', vertex: 'E5' });
    assert.deepEqual([late.reason, late.moves, late.state], ['phase', referee.moves().length, 'over']);
  } finally {
    referee.dispose();
  }
  assert.deepEqual(black.problems, []);
  assert.deepEqual(white.problems, []);
});

test('a resignation ends the room on both pages', async () => {
  await newRoom();
  await playMoves([['black', 'E5'], ['white', 'C3']]);
  await players.black.click('#resign');
  await bothInState('over');
  for (const page of Object.values(players)) {
    const shown = await view(page);
    assert.equal(shown.result, 'W+R');
    assert.equal(shown.score, 'Black resigned: W+R.');
  }
});

test('a draw offered, declined, offered again and accepted', async () => {
  const { black, white } = players;
  await newRoom();
  await playMoves([['black', 'E5']]);
  await black.click('#offer-draw');
  await both(() => document.body.dataset.drawOffer === 'black');
  assert.equal(await white.$eval('#accept-draw', (b) => b.hidden), false);
  assert.equal(await black.$eval('#accept-draw', (b) => b.hidden), true);
  await white.click('#decline-draw');
  await both(() => document.body.dataset.drawOffer === '');
  assert.equal((await view(black)).state, 'play');
  assert.match(await black.$eval('#event', (p) => p.textContent), /^White declined the draw/);
  await playMoves([['white', 'C3']]);
  // White reloads the page: back in the same seat, the game as it was.
  await white.reload();
  await white.waitForFunction(() => document.body.dataset.state === 'play' && document.body.dataset.you === 'white', WAIT);
  assert.equal((await view(white)).moves, 2);
  await white.click('#offer-draw');
  await both(() => document.body.dataset.drawOffer === 'white');
  await black.click('#accept-draw');
  await bothInState('over');
  for (const page of Object.values(players)) {
    const shown = await view(page);
    assert.equal(shown.result, '0');
    assert.equal(shown.score, 'Drawn by agreement.');
  }
});

test('moves out of turn and after the end, sent raw, are refused by the server', async () => {
  const { black, white } = players;
  const room = await newRoom();
  // Through White's page, Black to move: out of turn; the same for Black after its move.
  const early = await sendRaw(white, { type: 'play', vertex: 'E5' });
  assert.deepEqual([early.reason, early.moves], ['turn', 0]);
  await playMoves([['black', 'E5']]);
  const twice = await sendRaw(black, { type: 'play', vertex: 'C3' });
  assert.deepEqual([twice.reason, twice.moves], ['turn', 1]);
  assert.equal((await view(white)).moves, 1);
  // A plain client: outside the room, then watching; neither may move.
  const outsider = await RoomClient.connect(server.url);
  outsider.send({ type: 'play', vertex: 'C3' });
  assert.equal((await outsider.next('error')).reason, 'room');
  outsider.send({ type: 'join', room });
  assert.equal((await outsider.next('joined')).color, 'watcher');
  assert.equal((await outsider.next('state')).moveCount, 1);
  outsider.send({ type: 'play', vertex: 'C3' });
  assert.equal((await outsider.next('error')).reason, 'seat');
  // White resigns; after the end, both pages' sockets and the watcher are refused.
  await white.click('#resign');
  await bothInState('over');
  for (const page of [black, white]) {
    const refused = await sendRaw(page, { type: 'play', vertex: 'D4' });
    assert.deepEqual([refused.reason, refused.moves, refused.state, refused.result], ['phase', 1, 'over', 'B+R']);
  }
  outsider.send({ type: 'play', vertex: 'D4' });
  assert.equal((await outsider.next('error')).reason, 'seat');
  outsider.close();
  // A link to a room that is not there leads back to the lobby.
  await black.goto(`${server.url}?room=${'0'.repeat(10)}`);
  await black.waitForSelector('body[data-state="lobby"]', WAIT);
  assert.equal(await black.$eval('#lobby-message', (p) => p.textContent), 'That room is no longer open: make a new one.');
  assert.deepEqual(black.problems, []);
  assert.deepEqual(white.problems, []);
});
