// The room page: a view of the game the server referees. It sends the player's clicks and
// buttons to the server and draws the state the server sends back; it decides nothing about
// the rules. Without ?room=ID it offers to make a room; with it, it joins that room (back in
// the same seat after a reload: the seat's token is kept for this tab).
import { BoardView, pointAt } from './board/board_view.js';

const $ = (id) => document.getElementById(id);
const capitalized = (color) => color[0].toUpperCase() + color.slice(1);
const tokenKey = (room) => `kosumi-room-${room}`;
const roomId = new URLSearchParams(location.search).get('room');
// After a lost connection, try again this long after; the seat waits on the server.
const RECONNECT_MS = 2000;

// What the server's refusals mean to a player.
const REFUSALS = {
  occupied: 'that point already has a stone.',
  suicide: 'the stone would have no liberty and captures nothing.',
  superko: 'it would repeat an earlier position.',
  ko: 'you cannot retake the ko at once; play elsewhere first.',
};

function refusalText({ refused, reason, error }) {
  if (refused === 'play' && REFUSALS[reason]) return `Illegal move (${reason}): ${REFUSALS[reason]}`;
  if (refused === 'score' && reason === 'phase') return 'Both players pass first: the board is counted after two passes in a row.';
  if (reason === 'turn') return `Not your turn: ${error}.`;
  return `Refused: ${error}.`;
}

function eventText(event, you) {
  if (!event) return '';
  const who = event.color === you ? 'You' : capitalized(event.color);
  const stones = (n) => `${n} stone${n === 1 ? '' : 's'}`;
  switch (event.type) {
    case 'pass': return `${who} passed.`;
    case 'play': return `${who} played ${event.vertex}.`;
    case 'mark': return `${who} marked ${stones(event.chain.length)} dead.`;
    case 'unmark': return `${who} brought ${stones(event.chain.length)} back to life.`;
    case 'confirm': return `${who} confirmed the dead stones.`;
    case 'resume': return `${who} resumed play: two passes in a row are needed again.`;
    case 'resign': return `${who} resigned.`;
    case 'offerDraw': return `${who} offered a draw.`;
    case 'acceptDraw': return `${who} accepted the draw.`;
    case 'declineDraw': return `${who} declined the draw; play goes on.`;
    case 'seated': return `${capitalized(event.color)} took a seat.`;
    case 'away': return `${capitalized(event.color)} left the room.`;
    case 'back': return `${capitalized(event.color)} is back.`;
    default: return '';
  }
}

function resultText(state) {
  const { result, score } = state;
  if (result.ended === 'resign') return `${capitalized(result.winner === 'black' ? 'white' : 'black')} resigned: ${result.text}.`;
  if (result.ended === 'draw') return 'Drawn by agreement.';
  if (result.ended === 'score')
    return `Game over. Black ${score.black.points}, White ${score.white.points} (komi ${score.komi}): ${result.text}.`;
  return '';
}

class RoomPage {
  #board;
  #socket = null;
  #state = null;

  constructor() {
    this.#board = new BoardView($('board'), (vertex) => this.#clicked(vertex));
    $('lobby').addEventListener('submit', (event) => {
      event.preventDefault();
      const size = Number($('lobby').querySelector('input[name="size"]:checked').value);
      this.#connect({ type: 'create', size });
    });
    $('pass').addEventListener('click', () => this.#send({ type: 'play', vertex: 'pass' }));
    $('score-button').addEventListener('click', () => this.#send({ type: 'score' }));
    $('confirm').addEventListener('click', () => this.#send({ type: 'confirm' }));
    $('resume').addEventListener('click', () => this.#send({ type: 'resume' }));
    $('resign').addEventListener('click', () => {
      if (confirm('Resign this game?')) this.#send({ type: 'resign' });
    });
    $('offer-draw').addEventListener('click', () => this.#send({ type: 'offerDraw' }));
    $('accept-draw').addEventListener('click', () => this.#send({ type: 'answerDraw', accept: true }));
    $('decline-draw').addEventListener('click', () => this.#send({ type: 'answerDraw', accept: false }));
    $('copy').addEventListener('click', () => navigator.clipboard?.writeText($('invite-link').href));
  }

  start() {
    if (roomId) this.#join(roomId);
    else this.#showLobby();
  }

  #showLobby() {
    document.body.dataset.state = 'lobby';
    $('lobby').hidden = false;
  }

  #join(room) {
    const token = sessionStorage.getItem(tokenKey(room));
    this.#connect(token ? { type: 'join', room, token } : { type: 'join', room });
  }

  // Opens the socket and sends `first` (create or join) once it is open.
  #connect(first) {
    document.body.dataset.state = 'connecting';
    const socket = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/socket`);
    this.#socket = socket;
    socket.addEventListener('open', () => socket.send(JSON.stringify(first)));
    socket.addEventListener('message', (event) => this.#received(JSON.parse(event.data)));
    socket.addEventListener('close', (event) => this.#closed(socket, event));
  }

  #closed(socket, event) {
    if (socket !== this.#socket) return;
    this.#socket = null;
    const room = this.#state?.room;
    if (!room) {
      $('lobby-message').textContent = 'The server could not be reached.';
      this.#showLobby();
      return;
    }
    // 4000: this seat was opened in another tab, which keeps it.
    if (event.code === 4000) {
      this.#say('This seat is now open in another window.', 'closed');
      document.body.dataset.state = 'closed';
      return;
    }
    this.#say('Connection lost; reconnecting…', 'closed');
    setTimeout(() => this.#join(room), RECONNECT_MS);
  }

  #send(message) {
    if (this.#socket?.readyState !== WebSocket.OPEN) {
      this.#say('Not connected to the server.', 'closed');
      return;
    }
    this.#say('');
    this.#socket.send(JSON.stringify(message));
  }

  #received(message) {
    if (message.type === 'joined') {
      if (message.token) sessionStorage.setItem(tokenKey(message.room), message.token);
      const url = new URL(location.href);
      url.search = `?room=${message.room}`;
      history.replaceState(null, '', url);
      $('lobby').hidden = true;
    } else if (message.type === 'state') {
      this.#show(message);
    } else if (message.type === 'error') {
      if (message.refused === 'join' || message.refused === 'create') this.#notAdmitted(message);
      else this.#say(refusalText(message), message.reason);
    }
  }

  // The room is gone, full, or the server has no room left: back to the lobby, saying why.
  #notAdmitted(message) {
    if (roomId) sessionStorage.removeItem(tokenKey(roomId));
    const socket = this.#socket;
    this.#socket = null;
    socket?.close();
    this.#state = null;
    document.querySelector('section.play').hidden = true;
    document.querySelector('aside.status').hidden = true;
    $('lobby-message').textContent = message.reason === 'room' && message.refused === 'join'
      ? 'That room is no longer open: make a new one.' : `Refused: ${message.error}.`;
    this.#showLobby();
  }

  #clicked(vertex) {
    const state = this.#state;
    if (!state || state.you === 'watcher') return;
    if (state.phase === 'play') {
      this.#send({ type: 'play', vertex });
    } else if (state.phase === 'marking') {
      // An empty point has no group to mark: nothing to ask.
      const { x, y } = pointAt(vertex, state.size);
      if (state.rows[y][x] !== '.') this.#send({ type: 'toggle', vertex });
    }
  }

  #say(text, reason) {
    $('message').textContent = text;
    if (reason) $('message').dataset.reason = reason;
    else delete $('message').dataset.reason;
  }

  #show(state) {
    const first = this.#state === null || this.#state.size !== state.size;
    this.#state = state;
    const { you } = state;
    if (first) this.#board.reset(state.size);
    document.querySelector('section.play').hidden = false;
    document.querySelector('aside.status').hidden = false;
    const playing = you === 'black' || you === 'white';
    const waiting = state.players.black === 'open' || state.players.white === 'open';
    const myTurn = playing && !waiting && state.phase === 'play' && state.toMove === you;
    const counting = state.score !== null;
    this.#board.show({
      rows: state.rows,
      last: state.lastMove?.vertex ?? null,
      dead: state.marks,
      territory: counting ? { black: state.score.black.territoryPoints, white: state.score.white.territoryPoints } : null,
      ghost: myTurn ? you : null,
    });

    $('seat').textContent = playing ? `You play ${capitalized(you)}.` : 'You are watching.';
    $('invite-link').href = location.href;
    $('invite-link').textContent = `room ${state.room}`;
    for (const color of ['black', 'white']) {
      const presence = state.players[color];
      $(`player-${color}`).textContent =
        (presence === 'open' ? 'waiting for a player' : presence === 'away' ? 'away' : 'here') + (color === you ? ' (you)' : '');
    }
    $('captures-black').textContent = String(state.captures.black);
    $('captures-white').textContent = String(state.captures.white);
    $('turn').textContent = this.#turnText(state, waiting);
    $('event').textContent = eventText(state.event, you);

    const offer = state.drawOffer;
    $('draw-offer').hidden = offer === null;
    $('draw-text').textContent = offer === null ? '' : offer === you ? 'You offered a draw; waiting for the answer.'
      : `${capitalized(offer)} offers a draw.`;
    const canAnswer = playing && offer !== null && offer !== you;
    $('accept-draw').hidden = !canAnswer;
    $('decline-draw').hidden = !canAnswer;

    const marking = state.phase === 'marking';
    const over = state.phase === 'over';
    $('confirmations').textContent = marking ? this.#confirmationText(state) : '';
    $('play-actions').hidden = !playing || over || marking;
    $('marking-actions').hidden = !playing || !marking;
    $('end-actions').hidden = !playing || over;
    $('pass').disabled = !myTurn;
    $('score-button').disabled = waiting;
    $('confirm').disabled = state.confirmations.includes(you);
    $('offer-draw').disabled = waiting || offer !== null;
    $('resign').disabled = waiting;

    if (over) {
      $('score').textContent = resultText(state);
      $('score').dataset.result = state.result.text;
    } else {
      $('score').textContent = marking && counting
        ? `As marked: Black ${state.score.black.points}, White ${state.score.white.points}: ${state.score.result}.`
        : state.consecutivePasses === 1 ? 'One pass: another pass starts the count.' : '';
      delete $('score').dataset.result;
    }

    const body = document.body.dataset;
    body.state = waiting && !over ? 'waiting' : state.phase;
    body.you = you;
    body.moves = String(state.moveCount);
    body.marks = state.marks.join(' ');
    body.confirmations = state.confirmations.join(' ');
    body.drawOffer = offer ?? '';
  }

  #turnText(state, waiting) {
    if (state.phase === 'over') return 'Game over';
    if (waiting) return 'Waiting for an opponent: send them the room link.';
    if (state.phase === 'marking') return 'Mark the dead stones, then confirm.';
    const mover = capitalized(state.toMove);
    return state.toMove === state.you ? `${mover} to play (you)` : `${mover} to play`;
  }

  #confirmationText(state) {
    const done = state.confirmations;
    if (done.length === 0) return 'Nobody has confirmed yet.';
    const names = done.map((c) => (c === state.you ? 'You' : capitalized(c))).join(' and ');
    return `${names} confirmed; ${done.length === 2 ? 'done' : 'waiting for the other player'}.`;
  }
}

new RoomPage().start();
