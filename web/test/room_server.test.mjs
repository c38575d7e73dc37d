// The online room server (web/room/server.mjs) through plain WebSocket clients: every message
// is checked (malformed JSON, binary, oversized, unknown types, wrong fields), a client outside
// the room, a watcher, a move out of turn, a move before the opponent came and after the end
// are refused with an error to that client alone and the game unchanged; the rooms' rules,
// marking with both confirmations, resume, the score before two passes, resignation, draws, a
// seat taken back with its token, and the server's limits on rooms and idle time.
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, test } from 'node:test';

import { MAX_MESSAGE_BYTES, MESSAGE_TYPES, parseMessage } from '../room/messages.mjs';
import { CLOSE_FLOODING, startRoomServer } from '../room/server.mjs';
import { loadKosumi } from './support/package_dist.mjs';
import { RoomClient } from './support/room_client.mjs';

const kosumi = await loadKosumi();
let server;

before(async () => {
  server = await startRoomServer({ kosumi });
});

after(async () => {
  await server?.close();
});

test('parseMessage takes each type with exactly its fields and refuses the rest', () => {
  const good = [
    { type: 'create', size: 9 }, { type: 'create', size: 19 }, { type: 'join', room: 'ab12' },
    { type: 'join', room: 'ab12', token: 'x_Y-9' }, { type: 'play', vertex: 'D4' }, { type: 'play', vertex: 'pass' },
    { type: 'toggle', vertex: 'C3' }, { type: 'confirm' }, { type: 'resume' }, { type: 'score' }, { type: 'resign' },
    { type: 'offerDraw' }, { type: 'answerDraw', accept: false },
  ];
  for (const message of good) assert.deepEqual(parseMessage(JSON.stringify(message)), { ok: true, message });
  assert.deepEqual(new Set(good.map((m) => m.type)), new Set(MESSAGE_TYPES));

  const bad = [
    ['{', 'malformed'], ['', 'malformed'], ['null', 'malformed'], ['[]', 'malformed'], ['"play"', 'malformed'],
    ['42', 'malformed'], ['{}', 'malformed'], ['{"type": 3}', 'malformed'], ['{"type": "move"}', 'unknown'],
    ['{"type": "__proto__"}', 'unknown'], ['{"type": "toString"}', 'unknown'],
    ['{"type": "create"}', 'invalid'], ['{"type": "create", "size": 10}', 'invalid'],
    ['{"type": "create", "size": "9"}', 'invalid'], ['{"type": "create", "size": 9, "komi": 0.5}', 'invalid'],
    ['{"type": "create", "size": 9, "__proto__": {}}', 'invalid'],
    ['{"type": "join"}', 'invalid'], ['{"type": "join", "room": "AB/.."}', 'invalid'],
    ['{"type": "join", "room": ""}', 'invalid'], ['{"type": "join", "room": "ab", "token": 7}', 'invalid'],
    [JSON.stringify({ type: 'join', room: 'ab', token: 'x'.repeat(65) }), 'invalid'],
    ['{"type": "play"}', 'invalid'], ['{"type": "play", "vertex": 44}', 'invalid'],
    ['{"type": "play", "vertex": ""}', 'invalid'], ['{"type": "play", "vertex": "D4D4D4D4D"}', 'invalid'],
    ['{"type": "play", "vertex": "D4", "color": "white"}', 'invalid'], ['{"type": "toggle"}', 'invalid'],
    ['{"type": "confirm", "color": "black"}', 'invalid'], ['{"type": "answerDraw"}', 'invalid'],
    ['{"type": "answerDraw", "accept": "yes"}', 'invalid'], ['{"type": "answerDraw", "accept": 1}', 'invalid'],
  ];
  for (const [text, reason] of bad) {
    const parsed = parseMessage(text);
    assert.equal(parsed.ok, false, text);
    assert.equal(parsed.reason, reason, `${text}: ${parsed.error}`);
    assert.equal(typeof parsed.error, 'string');
  }
  assert.equal(parseMessage(Buffer.from('{"type":"confirm"}'), true).reason, 'malformed');
  assert.equal(parseMessage(Buffer.from('{"type":"confirm"}')).ok, true);
  const long = JSON.stringify({ type: 'play', vertex: 'D4', pad: 'x'.repeat(MAX_MESSAGE_BYTES) });
  assert.equal(parseMessage(long).reason, 'malformed');
});

// A room of two players: black made it, white joined.
async function openRoom(size = 9) {
  const black = await RoomClient.connect(server.url);
  black.send({ type: 'create', size });
  const made = await black.next('joined');
  assert.equal(made.color, 'black');
  const first = await black.next('state');
  assert.deepEqual([first.players, first.size, first.phase], [{ black: 'present', white: 'open' }, size, 'play']);
  const white = await RoomClient.connect(server.url);
  white.send({ type: 'join', room: made.room });
  const joined = await white.next('joined');
  assert.equal(joined.color, 'white');
  assert.equal((await white.next('state')).players.white, 'present');
  assert.equal((await black.next('state')).players.white, 'present');
  return { id: made.room, black, white, tokens: { black: made.token, white: joined.token } };
}

// The room's whole state as a watcher sees it, read on the server.
const stateOf = (id) => JSON.stringify(server.rooms.get(id).view('watcher'));
// The game alone, without who is connected and what they last did.
function gameOf(id) {
  const { players, watchers, event, ...game } = server.rooms.get(id).view('watcher');
  return game;
}

// Sends a message that must be refused with this reason: the game unchanged, nobody else told.
async function assertRefused(client, message, reason, id, others = []) {
  const before = stateOf(id);
  client.send(message);
  const answer = await client.next();
  assert.equal(answer.type, 'error', JSON.stringify(message));
  assert.equal(answer.reason, reason, `${JSON.stringify(message)}: ${answer.error}`);
  assert.equal(typeof answer.error, 'string');
  assert.equal(stateOf(id), before, `${JSON.stringify(message)} changed the game`);
  for (const other of others) assert.equal(other.pending, 0, `${JSON.stringify(message)} was broadcast`);
  return answer;
}

// A move everyone sees: each client gets the new state.
async function act(client, message, everyone) {
  client.send(message);
  const states = await Promise.all(everyone.map((c) => c.next()));
  for (const state of states) assert.equal(state.type, 'state', `${JSON.stringify(message)}: ${state.error}`);
  return states[0];
}

test('a room: Chinese rules and komi 7.5, both confirm; refusals leave the game as it was', async () => {
  const { id, black, white } = await openRoom();
  const both = [black, white];
  const state = JSON.parse(stateOf(id));
  assert.equal(state.rules, 'chinese ko=positional scoring=area dead=marked komi=7.5');
  assert.equal(state.komi, 7.5);

  // Garbage of every kind, to a player of the room.
  await assertRefused(black, '{"type": "play", "vertex": ', 'malformed', id, [white]);
  await assertRefused(black, 'null', 'malformed', id, [white]);
  await assertRefused(black, { type: 'undo' }, 'unknown', id, [white]);
  await assertRefused(black, { type: 'play', vertex: 'D4', color: 'white' }, 'invalid', id, [white]);
  await assertRefused(black, { type: 'play', vertex: 'Z99' }, 'invalid', id, [white]);
  black.send(Buffer.from('{"type":"resign"}'), { binary: true });
  assert.equal((await black.next()).reason, 'malformed');
  // Out of turn, and a second room for the same connection.
  await assertRefused(white, { type: 'play', vertex: 'E5' }, 'turn', id, [black]);
  await assertRefused(white, { type: 'play', vertex: 'pass' }, 'turn', id, [black]);
  await assertRefused(white, { type: 'join', room: id }, 'room', id, [black]);
  await assertRefused(white, { type: 'create', size: 9 }, 'room', id, [black]);
  // Marking before two passes, and the score: pass first.
  await assertRefused(black, { type: 'toggle', vertex: 'E5' }, 'phase', id, [white]);
  await assertRefused(black, { type: 'confirm' }, 'phase', id, [white]);
  await assertRefused(black, { type: 'resume' }, 'phase', id, [white]);
  assert.equal((await assertRefused(black, { type: 'score' }, 'phase', id, [white])).error, 'pass twice first');
  // A draw answered with none offered.
  await assertRefused(white, { type: 'answerDraw', accept: true }, 'offer', id, [black]);

  const played = await act(black, { type: 'play', vertex: 'E5' }, both);
  assert.deepEqual([played.moveCount, played.toMove, played.lastMove], [1, 'white', { color: 'black', vertex: 'E5' }]);
  assert.deepEqual(played.event, { type: 'play', color: 'black', vertex: 'E5' });
  await assertRefused(black, { type: 'play', vertex: 'D4' }, 'turn', id, [white]);
  await assertRefused(white, { type: 'play', vertex: 'E5' }, 'occupied', id, [black]);

  // A third connection watches, and cannot play.
  const watcher = await RoomClient.connect(server.url);
  watcher.send({ type: 'join', room: id });
  assert.deepEqual(await watcher.next('joined'), { type: 'joined', room: id, color: 'watcher', token: null });
  const watched = await watcher.next('state');
  assert.deepEqual([watched.you, watched.watchers, watched.moveCount], ['watcher', 1, 1]);
  await Promise.all(both.map((c) => c.next('state')));
  for (const message of [{ type: 'play', vertex: 'D4' }, { type: 'resign' }, { type: 'offerDraw' }, { type: 'score' }])
    await assertRefused(watcher, message, 'seat', id, both);
  const everyone = [black, white, watcher];

  // Two passes, marking; a stone marked, confirmed, changed: both confirmations cleared.
  await act(white, { type: 'play', vertex: 'C3' }, everyone);
  await act(black, { type: 'play', vertex: 'pass' }, everyone);
  const marking = await act(white, { type: 'play', vertex: 'pass' }, everyone);
  assert.equal(marking.phase, 'marking');
  assert.equal(marking.score.result, 'W+7.5');  // E5 and C3 share the board: neither has territory
  await assertRefused(black, { type: 'play', vertex: 'D4' }, 'phase', id, [white, watcher]);
  await assertRefused(black, { type: 'toggle', vertex: 'D4' }, 'empty', id, [white, watcher]);
  const marked = await act(black, { type: 'toggle', vertex: 'C3' }, everyone);
  assert.deepEqual([marked.marks, marked.event.type], [['C3'], 'mark']);
  assert.equal(marked.score.result, 'B+73.5');  // 81 points for Black less komi
  const asked = await black.request({ type: 'score' });
  assert.deepEqual([asked.type, asked.score.result], ['score', 'B+73.5']);
  assert.deepEqual((await act(black, { type: 'confirm' }, everyone)).confirmations, ['black']);
  const changed = await act(white, { type: 'toggle', vertex: 'C3' }, everyone);
  assert.deepEqual([changed.marks, changed.confirmations], [[], []]);
  await act(white, { type: 'toggle', vertex: 'C3' }, everyone);
  assert.deepEqual((await act(white, { type: 'confirm' }, everyone)).confirmations, ['white']);
  // Resume: marks and confirmations gone, back to play, and two more passes are needed.
  const resumed = await act(white, { type: 'resume' }, everyone);
  assert.deepEqual([resumed.phase, resumed.marks, resumed.confirmations, resumed.consecutivePasses, resumed.score],
    ['play', [], [], 0, null]);
  const after = await act(resumed.toMove === 'black' ? black : white, { type: 'play', vertex: 'pass' }, everyone);
  assert.equal(after.phase, 'play');
  await act(after.toMove === 'black' ? black : white, { type: 'play', vertex: 'pass' }, everyone);
  await act(black, { type: 'toggle', vertex: 'C3' }, everyone);
  await act(black, { type: 'confirm' }, everyone);
  const over = await act(white, { type: 'confirm' }, everyone);
  assert.deepEqual([over.phase, over.result.ended, over.result.text, over.score.result], ['over', 'score', 'B+73.5', 'B+73.5']);

  // After the end: nothing more is taken.
  for (const message of [{ type: 'play', vertex: 'D4' }, { type: 'play', vertex: 'pass' }, { type: 'resume' },
    { type: 'toggle', vertex: 'E5' }, { type: 'resign' }, { type: 'offerDraw' }]) {
    await assertRefused(black, message, 'phase', id, [white, watcher]);
    await assertRefused(white, message, 'phase', id, [black, watcher]);
  }
  for (const c of everyone) c.close();
});

test('resignation and draws; a move after the end refused', async () => {
  const { id, black, white } = await openRoom(13);
  const both = [black, white];
  await act(black, { type: 'play', vertex: 'D4' }, both);
  // Offered, declined, offered again and accepted.
  const offered = await act(white, { type: 'offerDraw' }, both);
  assert.equal(offered.drawOffer, 'white');
  await assertRefused(white, { type: 'offerDraw' }, 'offer', id, [black]);
  await assertRefused(white, { type: 'answerDraw', accept: true }, 'offer', id, [black]);
  const declined = await act(black, { type: 'answerDraw', accept: false }, both);
  assert.deepEqual([declined.drawOffer, declined.phase, declined.event.type], [null, 'play', 'declineDraw']);
  await act(black, { type: 'offerDraw' }, both);
  const drawn = await act(white, { type: 'answerDraw', accept: true }, both);
  assert.deepEqual([drawn.phase, drawn.result.ended, drawn.result.text, drawn.score], ['over', 'draw', '0', null]);
  await assertRefused(white, { type: 'play', vertex: 'K10' }, 'phase', id, [black]);
  for (const c of both) c.close();

  const second = await openRoom(19);
  await act(second.black, { type: 'play', vertex: 'Q16' }, [second.black, second.white]);
  const resigned = await act(second.white, { type: 'resign' }, [second.black, second.white]);
  assert.deepEqual([resigned.phase, resigned.result.ended, resigned.result.winner, resigned.result.text],
    ['over', 'resign', 'black', 'B+R']);
  await assertRefused(second.white, { type: 'play', vertex: 'D4' }, 'phase', second.id, [second.black]);
  await assertRefused(second.black, { type: 'play', vertex: 'D4' }, 'phase', second.id, [second.white]);
  second.black.close();
  second.white.close();
});

test('outside a room, before the opponent, oversized frames, seats taken back with their token', async () => {
  const stranger = await RoomClient.connect(server.url);
  for (const message of [{ type: 'play', vertex: 'D4' }, { type: 'resign' }, { type: 'confirm' }]) {
    stranger.send(message);
    assert.equal((await stranger.next()).reason, 'room');
  }
  stranger.send({ type: 'join', room: 'nosuchroom' });
  assert.equal((await stranger.next()).reason, 'room');

  const black = await RoomClient.connect(server.url);
  black.send({ type: 'create', size: 9 });
  const { room: id, token } = await black.next('joined');
  await black.next('state');
  await assertRefused(black, { type: 'play', vertex: 'E5' }, 'waiting', id);
  await assertRefused(black, { type: 'offerDraw' }, 'waiting', id);

  const white = await RoomClient.connect(server.url);
  white.send({ type: 'join', room: id });
  const seated = await white.next('joined');
  await white.next('state');
  await black.next('state');
  await act(black, { type: 'play', vertex: 'E5' }, [black, white]);

  // Black's connection drops; the seat waits, and the token takes it back.
  black.close();
  assert.equal((await white.next('state')).players.black, 'away');
  const back = await RoomClient.connect(server.url);
  back.send({ type: 'join', room: id, token });
  assert.equal((await back.next('joined')).color, 'black');
  const resumed = await back.next('state');
  assert.deepEqual([resumed.you, resumed.moveCount, resumed.players.black], ['black', 1, 'present']);
  await white.next('state');
  // White opens the room again elsewhere with its token: the older connection is closed.
  const again = await RoomClient.connect(server.url);
  again.send({ type: 'join', room: id, token: seated.token });
  assert.equal((await again.next('joined')).color, 'white');
  assert.equal((await white.whenClosed()).code, 4000);
  await again.next('state');
  await back.next('state');
  // A wrong token is no seat: that connection watches.
  const guess = await RoomClient.connect(server.url);
  guess.send({ type: 'join', room: id, token: 'A'.repeat(24) });
  assert.equal((await guess.next('joined')).color, 'watcher');
  await Promise.all([guess, again, back].map((c) => c.next('state')));
  await assertRefused(guess, { type: 'play', vertex: 'D4' }, 'seat', id);
  await act(again, { type: 'play', vertex: 'D4' }, [again, back, guess]);

  // A frame over the limit closes the connection (1009, message too big); the game is untouched.
  const before = gameOf(id);
  back.send(JSON.stringify({ type: 'play', vertex: 'C3', pad: 'x'.repeat(MAX_MESSAGE_BYTES) }));
  assert.equal((await back.whenClosed()).code, 1009);
  const left = await again.next('state');
  assert.deepEqual([left.players.black, left.event], ['away', { type: 'away', color: 'black' }]);
  assert.deepEqual(gameOf(id), before);
  for (const c of [stranger, again, guess]) c.close();
});

test('limits: rooms and connections per server, watchers per room, messages a second, a deserted room closes', async () => {
  const small = await startRoomServer({ kosumi, maxRooms: 1, maxWatchers: 1, idleMs: 200, maxConnections: 4 });
  try {
    const first = await RoomClient.connect(small.url);
    first.send({ type: 'create', size: 9 });
    const { room: id } = await first.next('joined');
    const second = await RoomClient.connect(small.url);
    second.send({ type: 'create', size: 9 });
    assert.equal((await second.next()).reason, 'full');
    second.send({ type: 'join', room: id });
    assert.equal((await second.next('joined')).color, 'white');
    const watcher = await RoomClient.connect(small.url);
    watcher.send({ type: 'join', room: id });
    assert.equal((await watcher.next('joined')).color, 'watcher');
    const crowd = await RoomClient.connect(small.url);
    crowd.send({ type: 'join', room: id });
    assert.equal((await crowd.next()).reason, 'full');
    // A fifth connection is more than the server takes: closed at once (1013, try again later).
    const extra = await RoomClient.connect(small.url);
    assert.equal((await extra.whenClosed()).code, 1013);
    // A flood of messages closes the sender's connection, and the game is as it was.
    const before = JSON.stringify(small.rooms.get(id).view('watcher').rows);
    for (let i = 0; i < 200; ++i) watcher.send({ type: 'play', vertex: 'E5' });
    assert.equal((await watcher.whenClosed()).code, CLOSE_FLOODING);
    assert.equal(JSON.stringify(small.rooms.get(id).view('watcher').rows), before);
    for (const c of [first, second, crowd]) c.close();
    // Nobody left: the room closes after the idle time, and a new one can be made.
    const deadline = Date.now() + 5000;
    while (small.rooms.count > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    assert.equal(small.rooms.count, 0);
    const late = await RoomClient.connect(small.url);
    late.send({ type: 'join', room: id });
    assert.equal((await late.next()).reason, 'room');
    late.send({ type: 'create', size: 9 });
    assert.equal((await late.next('joined')).color, 'black');
    late.close();
  } finally {
    await small.close();
  }
});

test('the page is served, and nothing else', async () => {
  const page = await fetch(server.url);
  assert.equal(page.status, 200);
  assert.match(page.headers.get('content-type'), /^text\/html/);
  assert.match(await page.text(), /<svg id="board"/);
  for (const file of ['room.js', 'style.css', 'board/board_view.js', 'board/board.css']) assert.equal((await fetch(`${server.url}${file}`)).status, 200, file);
  for (const path of ['../server.mjs', '%2e%2e/server.mjs', 'page/index.html', 'package/node.js', 'nothing.js',
    'board/../server.mjs', 'board/%2e%2e%2fserver.mjs', '%'])
    assert.equal((await fetch(`${server.url}${path}`)).status, 404, path);
  assert.equal((await fetch(server.url, { method: 'POST' })).status, 404);
  // A request target that is no URL path: answered, and the server goes on.
  const answer = await new Promise((resolve, reject) => {
    const raw = connect(server.port, '127.0.0.1', () => raw.end('GET //[ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'));
    let text = '';
    raw.on('data', (data) => (text += data));
    raw.on('end', () => resolve(text));
    raw.on('error', reject);
  });
  assert.match(answer, /^HTTP\/1\.1 404 /);
  assert.equal((await fetch(server.url)).status, 200);
});
