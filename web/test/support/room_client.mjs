// A plain WebSocket client of the room server (web/room/server.mjs) for the tests: sends raw
// text or objects and hands back the server's messages in the order they came.
import WebSocket from 'ws';

const WAIT_MS = 10000;

export class RoomClient {
  #socket;
  #inbox = [];
  #waiting = null;
  closed = null;  // {code, reason} once the server closed the connection

  /** Connects to the room server whose page is at url (http://127.0.0.1:PORT/). */
  static async connect(url) {
    const client = new RoomClient(new WebSocket(`${url.replace(/^http/, 'ws')}socket`));
    await new Promise((resolve, reject) => {
      client.#socket.once('open', resolve);
      client.#socket.once('error', reject);
    });
    return client;
  }

  constructor(socket) {
    this.#socket = socket;
    socket.on('message', (data) => {
      this.#inbox.push(JSON.parse(data.toString('utf8')));
      this.#wake();
    });
    socket.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString('utf8') };
      this.#wake();
    });
    socket.on('error', () => {});
  }

  #wake() {
    const waiting = this.#waiting;
    this.#waiting = null;
    waiting?.();
  }

  /** Sends an object as JSON, or a string (or Buffer) as it is. */
  send(message, options) {
    this.#socket.send(typeof message === 'string' || Buffer.isBuffer(message) ? message : JSON.stringify(message), options);
  }

  /** The next message from the server (of this type, when given; others before it are dropped). */
  async next(type) {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      while (this.#inbox.length) {
        const message = this.#inbox.shift();
        if (!type || message.type === type) return message;
      }
      if (this.closed) throw new Error(`the server closed the connection (${this.closed.code} ${this.closed.reason})`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${type ?? ''} message within ${WAIT_MS} ms`);
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#waiting = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  /** Sends a message and resolves to the server's answer to this client: an error, or the next state. */
  async request(message) {
    this.send(message);
    for (;;) {
      const answer = await this.next();
      if (answer.type === 'error' || answer.type === 'state' || answer.type === 'score') return answer;
    }
  }

  /** Messages received and not yet taken. */
  get pending() {
    return this.#inbox.length;
  }

  /** Resolves once the server has closed the connection: {code, reason}. */
  async whenClosed() {
    while (!this.closed) await this.next().catch(() => {});
    return this.closed;
  }

  close() {
    this.#socket.close();
  }
}
