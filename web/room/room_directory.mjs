// The rooms a server keeps, by id: made on request up to a limit, and closed (their games freed)
// once nobody has been connected to them for a while, so that abandoned rooms do not pile up.
import { randomBytes } from 'node:crypto';

import { Room, roomGameOptions } from './room.mjs';

export class RoomDirectory {
  #kosumi;
  #maxRooms;
  #idleMs;
  #maxWatchers;
  #rooms = new Map();
  // room id -> the timer that closes it while it stays deserted.
  #closing = new Map();

  /** kosumi: a Kosumi instance (the package's loadKosumi) that referees every room's game. */
  constructor(kosumi, { maxRooms = 100, idleMs = 10 * 60 * 1000, maxWatchers = 16 } = {}) {
    this.#kosumi = kosumi;
    this.#maxRooms = maxRooms;
    this.#idleMs = idleMs;
    this.#maxWatchers = maxWatchers;
  }

  get count() {
    return this.#rooms.size;
  }

  /** A new room with a board of `size` (already checked): {ok: true, room} or refused when full. */
  create(size) {
    if (this.#rooms.size >= this.#maxRooms)
      return { ok: false, reason: 'full', error: 'the server has no room left; try again later' };
    let id;
    do id = randomBytes(5).toString('hex');
    while (this.#rooms.has(id));
    const room = new Room(id, this.#kosumi.createGame(roomGameOptions(size)), { maxWatchers: this.#maxWatchers });
    this.#rooms.set(id, room);
    return { ok: true, room };
  }

  get(id) {
    return this.#rooms.get(id) ?? null;
  }

  /** Someone is in the room again: it stays open. */
  occupied(room) {
    clearTimeout(this.#closing.get(room.id));
    this.#closing.delete(room.id);
  }

  /** Someone left the room: once nobody is left, it closes after the idle time unless they come back. */
  vacated(room) {
    if (!room.deserted || this.#closing.has(room.id)) return;
    const timer = setTimeout(() => {
      this.#closing.delete(room.id);
      if (this.#rooms.get(room.id) === room && room.deserted) this.#remove(room);
    }, this.#idleMs);
    timer.unref?.();
    this.#closing.set(room.id, timer);
  }

  /** Closes every room. */
  clear() {
    for (const room of [...this.#rooms.values()]) this.#remove(room);
  }

  #remove(room) {
    clearTimeout(this.#closing.get(room.id));
    this.#closing.delete(room.id);
    this.#rooms.delete(room.id);
    room.dispose();
  }
}
