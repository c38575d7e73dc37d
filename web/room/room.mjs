// One online room: a game refereed by the kosumi package, its two seats (Black, the room's
// maker, and White, the first to join), and the people watching. The room acts only on checked
// messages (messages.mjs) from its members, and after every change sends each member the whole
// state of the game. A member is anything with send(object) and close(code, text).
import { randomBytes } from 'node:crypto';

/** The rules of every room: Chinese area scoring, positional superko, dead stones marked after two passes. */
export const ROOM_RULES = 'chinese ko=positional scoring=area dead=marked';
export const ROOM_KOMI = 7.5;
/** The referee's options for a room's game: both players must confirm the dead stones. */
export const roomGameOptions = (size) => ({ size, rules: ROOM_RULES, komi: ROOM_KOMI, confirm: 'both' });

const COLORS = ['black', 'white'];
const capitalized = (color) => color[0].toUpperCase() + color.slice(1);
const refuse = (reason, error) => ({ ok: false, reason, error });

/** Closed with this code: the seat was taken by a newer connection holding its token. */
export const CLOSE_SEAT_TAKEN = 4000;

export class Room {
  #id;
  #game;
  #maxWatchers;
  // color -> {token, member}: member is null while the player is away.
  #seats = { black: null, white: null };
  #watchers = new Set();
  // What last happened, for the pages to tell: {type, color, ...}.
  #event = null;

  /** game: a referee Game made with roomGameOptions; the room owns it from now on. */
  constructor(id, game, { maxWatchers = 16 } = {}) {
    this.#id = id;
    this.#game = game;
    this.#maxWatchers = maxWatchers;
  }

  get id() {
    return this.#id;
  }

  get size() {
    return this.#game.size;
  }

  /** Nobody is connected to the room. */
  get deserted() {
    return this.#watchers.size === 0 && COLORS.every((c) => !this.#seats[c]?.member);
  }

  /**
   * Seats a member: back in the seat whose token it gives, else in the first open seat (Black,
   * then White), else among the watchers. {ok: true, color, token} (color 'watcher', token null
   * for a watcher), or refused when the room has no place left.
   */
  enter(member, token) {
    const held = COLORS.find((c) => token !== undefined && this.#seats[c]?.token === token);
    if (held) {
      const seat = this.#seats[held];
      // The same player on a new connection (a reloaded page): the old one gives the seat up.
      if (seat.member && seat.member !== member) seat.member.close(CLOSE_SEAT_TAKEN, 'the seat was taken by a newer connection');
      seat.member = member;
      this.#event = { type: 'back', color: held };
      return { ok: true, color: held, token: seat.token };
    }
    const open = COLORS.find((c) => this.#seats[c] === null);
    if (open) {
      const seat = { token: randomBytes(18).toString('base64url'), member };
      this.#seats[open] = seat;
      this.#event = { type: 'seated', color: open };
      return { ok: true, color: open, token: seat.token };
    }
    if (this.#watchers.size >= this.#maxWatchers) return refuse('full', 'the room has no place left to watch from');
    this.#watchers.add(member);
    return { ok: true, color: 'watcher', token: null };
  }

  /** The member's connection ended; a player's seat waits for its token. */
  leave(member) {
    if (this.#watchers.delete(member)) return;
    const color = COLORS.find((c) => this.#seats[c]?.member === member);
    if (!color) return;
    this.#seats[color].member = null;
    this.#event = { type: 'away', color };
  }

  /**
   * Acts on a checked message from a member seated as `color` ('black', 'white' or 'watcher'):
   * {ok: true, reply?} (reply goes to that member alone) or {ok: false, reason, error}, and then
   * the game is as it was.
   */
  act(color, message) {
    if (!COLORS.includes(color)) return refuse('seat', 'only the two players can do that: you are watching');
    if (COLORS.some((c) => this.#seats[c] === null)) return refuse('waiting', 'wait for an opponent to join the room');
    const game = this.#game;
    let answer;
    switch (message.type) {
      case 'play':
        // Out of turn is the room's refusal; the referee judges everything else, the phase first.
        if (game.phase() === 'play' && game.toMove !== color)
          return refuse('turn', `it is ${capitalized(game.toMove)}'s turn`);
        answer = game.play(color, message.vertex);
        if (answer.ok) this.#event = { type: answer.vertex === 'pass' ? 'pass' : 'play', color, vertex: answer.vertex };
        break;
      case 'toggle':
        answer = game.toggleDead(message.vertex);
        if (answer.ok) this.#event = { type: answer.dead ? 'mark' : 'unmark', color, chain: answer.chain };
        break;
      case 'confirm':
        answer = game.confirm(color);
        if (answer.ok) this.#event = { type: 'confirm', color };
        break;
      case 'resume':
        answer = game.resume();
        if (answer.ok) this.#event = { type: 'resume', color };
        break;
      case 'score': {
        // Changes nothing: the score as the marks stand, for this player alone.
        const score = game.score();
        return score.ok ? { ok: true, reply: { type: 'score', score: scoreView(score) } } : score;
      }
      case 'resign':
        answer = game.resign(color);
        if (answer.ok) this.#event = { type: 'resign', color };
        break;
      case 'offerDraw':
        answer = game.offerDraw(color);
        if (answer.ok) this.#event = { type: 'offerDraw', color };
        break;
      case 'answerDraw':
        answer = game.answerDraw(color, message.accept);
        if (answer.ok) this.#event = { type: message.accept ? 'acceptDraw' : 'declineDraw', color };
        break;
      default:
        return refuse('unknown', `"${message.type}" is not a move in a room`);
    }
    return answer.ok ? { ok: true } : refuse(answer.reason, answer.error);
  }

  /** The whole state as `color` sees it ('black', 'white' or 'watcher'). */
  view(color) {
    const game = this.#game;
    const phase = game.phase();
    const result = game.result();
    const scored = phase === 'marking' || (phase === 'over' && result.ended === 'score');
    const score = scored ? game.score() : null;
    const presence = (c) => (this.#seats[c] === null ? 'open' : this.#seats[c].member ? 'present' : 'away');
    const moves = game.moves();
    return {
      type: 'state',
      room: this.#id,
      you: color,
      size: game.size,
      rules: game.rules,
      komi: game.komi,
      players: { black: presence('black'), white: presence('white') },
      watchers: this.#watchers.size,
      phase,
      toMove: game.toMove,
      rows: game.rows(),
      moveCount: moves.length,
      lastMove: moves.at(-1) ?? null,
      consecutivePasses: game.consecutivePasses,
      captures: game.captures,
      marks: game.marks(),
      confirmations: game.confirmations,
      drawOffer: game.drawOffer,
      result: { ended: result.ended, winner: result.winner, margin: result.margin, text: result.text },
      score: score?.ok ? scoreView(score) : null,
      event: this.#event,
    };
  }

  /** Sends every member the state as it sees it. */
  broadcast() {
    for (const color of COLORS) this.#seats[color]?.member?.send(this.view(color));
    if (this.#watchers.size === 0) return;
    const watched = this.view('watcher');
    for (const member of this.#watchers) member.send(watched);
  }

  /** Frees the game; the room is not used after this. */
  dispose() {
    this.#game.dispose();
  }
}

function scoreView(score) {
  const side = (s) => ({ points: s.points, stones: s.stones, territory: s.territory, territoryPoints: s.territoryPoints });
  return { result: score.result, margin: score.margin, komi: score.komi, black: side(score.black), white: side(score.white), dead: score.dead };
}
