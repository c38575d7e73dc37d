// The online room server: serves the room page (web/room/page/, with web/board/) and, on /socket, a WebSocket
// through which two players play a game that the server referees with the kosumi package. The
// server is the authority: it checks every message, refuses what is malformed, unknown, out of
// turn or not allowed in the game's phase with an error to that client alone, and after every
// change sends both players (and anyone watching) the whole state. Only on 127.0.0.1.
//   node web/room/server.mjs [PORT]     (8090 by default; 0 lets the system choose)
import { createServer } from 'node:http';
import { normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

import { WebSocketServer } from 'ws';

import { loadKosumi } from '../package/node.js';
import { staticFiles } from '../static_files.mjs';
import { MAX_MESSAGE_BYTES, parseMessage } from './messages.mjs';
import { RoomDirectory } from './room_directory.mjs';

const HOST = '127.0.0.1';
const HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  // The page runs its own scripts and talks only to this server.
  'Content-Security-Policy': "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'",
};
// A connection that does not answer a ping within this time is dropped, and leaves its room.
const PING_MS = 30000;
// More messages than this within a second is no person clicking: the connection is closed.
const MAX_MESSAGES_A_SECOND = 50;
/** The close code for a connection that sent too many messages (policy violation). */
export const CLOSE_FLOODING = 1008;

// One WebSocket connection as a room sees it.
class Connection {
  #socket;
  #answered = true;  // a pong came since the last ping
  #second = 0;  // the second (since the epoch) whose messages are being counted
  #messages = 0;
  room = null;
  color = null;  // 'black', 'white' or 'watcher' once in a room

  constructor(socket) {
    this.#socket = socket;
    socket.on('pong', () => {
      this.#answered = true;
    });
  }

  send(message) {
    if (this.#socket.readyState === this.#socket.OPEN) this.#socket.send(JSON.stringify(message));
  }

  close(code, text) {
    this.room = null;
    this.#socket.close(code, text);
  }

  refuse(refused, reason, error) {
    this.send({ type: 'error', refused, reason, error });
  }

  /** Counts a message; false, and the connection closed, when there were too many this second. */
  admit() {
    const second = Math.floor(Date.now() / 1000);
    if (second !== this.#second) {
      this.#second = second;
      this.#messages = 0;
    }
    if (++this.#messages <= MAX_MESSAGES_A_SECOND) return true;
    this.#socket.close(CLOSE_FLOODING, 'too many messages');
    return false;
  }

  /** Pings the other end, or drops the connection when the last ping went unanswered. */
  checkAlive() {
    if (!this.#answered) {
      this.#socket.terminate();
      return;
    }
    this.#answered = false;
    this.#socket.ping();
  }
}

/**
 * Starts a room server on 127.0.0.1. options: port (0, the system's choice), kosumi (a Kosumi
 * instance; else one is loaded), maxRooms (100), maxConnections (400), maxWatchers a room (16),
 * idleMs (how long a room nobody is in stays open; ten minutes). Resolves to {url, port, rooms,
 * close()}.
 */
export async function startRoomServer(options = {}) {
  const { port = 0, maxConnections = 400 } = options;
  const kosumi = options.kosumi ?? (await loadKosumi());
  const rooms = new RoomDirectory(kosumi, options);
  // The room page, and the board it shares with the quick-play page.
  const http = createServer(
    staticFiles({ '/board/': new URL('../board/', import.meta.url), '/': new URL('./page/', import.meta.url) }, HEADERS));
  const sockets = new WebSocketServer({ server: http, path: '/socket', maxPayload: MAX_MESSAGE_BYTES });

  const connections = new Set();
  sockets.on('connection', (socket) => {
    if (connections.size >= maxConnections) {
      socket.close(1013, 'the server is full; try again later');
      return;
    }
    const connection = new Connection(socket);
    connections.add(connection);
    socket.on('message', (data, isBinary) => {
      if (!connection.admit()) return;
      const parsed = parseMessage(data, isBinary);
      if (!parsed.ok) return connection.refuse(null, parsed.reason, parsed.error);
      // One client's message must not stop the server for everyone, whatever goes wrong.
      try {
        receive(rooms, connection, parsed.message);
      } catch (error) {
        console.error(`room server: ${parsed.message.type}: ${error.stack ?? error}`);
        connection.refuse(parsed.message.type, 'internal', 'the server could not do that');
      }
    });
    socket.on('close', () => {
      connections.delete(connection);
      const { room } = connection;
      if (!room) return;
      connection.room = null;
      room.leave(connection);
      room.broadcast();
      rooms.vacated(room);
    });
    // A frame over the size limit or a broken one: ws closes the connection, and 'close' follows.
    socket.on('error', () => {});
  });
  const pinger = setInterval(() => {
    for (const connection of connections) connection.checkAlive();
  }, PING_MS);
  pinger.unref();

  await new Promise((resolve, reject) => {
    http.once('error', reject);
    http.listen(port, HOST, resolve);
  });
  const chosen = http.address().port;
  return {
    url: `http://${HOST}:${chosen}/`,
    port: chosen,
    rooms,
    close: async () => {
      clearInterval(pinger);
      for (const socket of sockets.clients) socket.terminate();
      await new Promise((resolve) => sockets.close(resolve));
      await new Promise((resolve) => http.close(resolve));
      rooms.clear();
    },
  };
}

// One checked message from a connection.
function receive(rooms, connection, message) {
  if (message.type === 'create' || message.type === 'join') {
    if (connection.room) {
      connection.refuse(message.type, 'room', `already in room ${connection.room.id}`);
      return;
    }
    let room;
    if (message.type === 'create') {
      const made = rooms.create(message.size);
      if (!made.ok) return connection.refuse(message.type, made.reason, made.error);
      room = made.room;
    } else {
      room = rooms.get(message.room);
      if (!room) return connection.refuse(message.type, 'room', `there is no room ${message.room}`);
    }
    const entered = room.enter(connection, message.token);
    if (!entered.ok) {
      rooms.vacated(room);
      return connection.refuse(message.type, entered.reason, entered.error);
    }
    connection.room = room;
    connection.color = entered.color;
    rooms.occupied(room);
    connection.send({ type: 'joined', room: room.id, color: entered.color, token: entered.token });
    room.broadcast();
    return;
  }
  const { room } = connection;
  if (!room) {
    connection.refuse(message.type, 'room', 'create or join a room first');
    return;
  }
  const done = room.act(connection.color, message);
  if (!done.ok) connection.refuse(message.type, done.reason, done.error);
  else if (done.reply) connection.send(done.reply);
  else room.broadcast();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === normalize(process.argv[1])) {
  const port = Number(process.argv[2] ?? 8090);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error('usage: node web/room/server.mjs [PORT]');
    process.exit(2);
  }
  const server = await startRoomServer({ port });
  console.log(`online rooms: ${server.url}`);
}
