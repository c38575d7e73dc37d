// The quick-play page: the game lives here (the package's referee decides legality, captures and
// the score); the computer's moves come from a worker (computer.js). The rules of a casual
// game with no dead-stone phase: simple ko, no suicide, two passes end the game and the board is
// scored as it stands, Chinese area scoring, komi 6.5 on 9x9 and 7.5 on larger boards.
import { loadKosumi } from '../package/browser.js';
import { BoardView } from './board.js';

const RULES = 'chinese ko=simple dead=as-is';
const komiFor = (size) => (size === 9 ? 6.5 : 7.5);
// ?seed=N makes the computer's choices repeatable.
const seed = Number(new URLSearchParams(location.search).get('seed') ?? 0) || 0;

const REASONS = {
  occupied: 'that point already has a stone.',
  suicide: 'the stone would have no liberty and captures nothing.',
  ko: 'you cannot retake the ko at once; play elsewhere first.',
  superko: 'it would repeat an earlier position.',
};

const $ = (id) => document.getElementById(id);
const capitalized = (color) => color[0].toUpperCase() + color.slice(1);

class QuickPlay {
  #kosumi;
  #worker;
  #board;
  #game = null;
  #settings = null;
  #resigned = null;  // the colour that resigned
  #thinking = false;
  #nextId = 0;
  #waiting = new Map();

  constructor(kosumi) {
    this.#kosumi = kosumi;
    this.#board = new BoardView($('board'), (vertex) => this.#humanMove(vertex));
    this.#worker = new Worker(new URL('./computer.js', import.meta.url), { type: 'module' });
    this.#worker.onmessage = (event) => this.#fromWorker(event.data);
    $('setup').addEventListener('submit', (event) => {
      event.preventDefault();
      this.newGame();
    });
    $('pass').addEventListener('click', () => this.#humanMove('pass'));
    $('resign').addEventListener('click', () => this.#resign());
  }

  #readSettings() {
    const form = $('setup');
    const size = Number(form.querySelector('input[name="size"]:checked').value);
    const opponent = $('opponent').value;
    return {
      size,
      level: opponent === 'people' ? null : Number(opponent),
      human: $('color').value,
    };
  }

  newGame() {
    this.#settings = this.#readSettings();
    const { size } = this.#settings;
    this.#game?.dispose();
    this.#game = this.#kosumi.createGame({ size, rules: RULES, komi: komiFor(size) });
    this.#resigned = null;
    this.#worker.postMessage({ type: 'new', size, rules: RULES, komi: komiFor(size) });
    this.#board.reset(size);
    $('komi').textContent = `Komi: White receives ${komiFor(size)}.`;
    this.#say('');
    this.#render();
    this.#continue();
  }

  #isComputer(color) {
    return this.#settings.level !== null && color !== this.#settings.human;
  }

  get #over() {
    return this.#resigned !== null || this.#game.over;
  }

  #humanMove(vertex) {
    if (this.#thinking || this.#over || this.#isComputer(this.#game.toMove)) return;
    const color = this.#game.toMove;
    const played = this.#game.play(color, vertex);
    if (!played.ok) {
      const why = REASONS[played.reason] ?? played.error;
      this.#say(`Illegal move (${played.reason}): ${why}`, played.reason);
      return;
    }
    this.#say('');
    this.#worker.postMessage({ type: 'play', color, vertex });
    this.#render();
    this.#continue();
  }

  // After a move: the end, or the computer's turn.
  #continue() {
    if (this.#over) return this.#finish();
    if (this.#isComputer(this.#game.toMove)) this.#computerMove();
  }

  async #computerMove() {
    const color = this.#game.toMove;
    this.#thinking = true;
    this.#render();
    const id = ++this.#nextId;
    const started = performance.now();
    const options = { level: this.#settings.level, seed };
    const answer = await new Promise((resolve) => {
      this.#waiting.set(id, resolve);
      this.#worker.postMessage({ type: 'genmove', id, color, options });
    });
    // The time a person waits: from asking to the answer's arrival, the worker's trip included.
    performance.measure('computer-move', {
      start: started,
      detail: { size: this.#settings.size, level: this.#settings.level, workerMs: answer.workerMs },
    });
    this.#thinking = false;
    if (!answer.ok) {
      this.#say(`The computer could not move: ${answer.error}`);
      this.#render();
      return;
    }
    if (answer.move === 'resign') {
      this.#resigned = color;
    } else {
      const played = this.#game.play(color, answer.move);
      if (!played.ok) this.#say(`The computer's move ${answer.move} was refused: ${played.error}`);
      if (answer.move === 'pass') this.#say(`${capitalized(color)} passes.`);
    }
    this.#render();
    this.#continue();
  }

  #fromWorker(message) {
    if (message.type === 'move') {
      this.#waiting.get(message.id)?.(message);
      this.#waiting.delete(message.id);
    } else if (message.type === 'error') {
      this.#say(`Computer: ${message.error}`);
    }
  }

  #resign() {
    if (this.#over || this.#thinking) return;
    const color = this.#settings.level === null ? this.#game.toMove : this.#settings.human;
    this.#resigned = color;
    this.#render();
    this.#finish();
  }

  #finish() {
    let result;
    if (this.#resigned) {
      result = `${this.#resigned === 'black' ? 'W' : 'B'}+R`;
      $('score').textContent = `${capitalized(this.#resigned)} resigns: ${result}.`;
    } else {
      const score = this.#game.score();
      result = score.result;
      $('score').textContent =
        `Game over. Black ${score.black.points}, White ${score.white.points} (komi ${score.komi}): ${result}.`;
    }
    $('score').dataset.result = result;
    this.#render();
    this.#record(result);
  }

  #say(text, reason) {
    $('message').textContent = text;
    if (reason) $('message').dataset.reason = reason;
    else delete $('message').dataset.reason;
  }

  #record(result) {
    const sgf = this.#game.toSgf(result ? { result } : {});
    $('record').href = `data:application/x-go-sgf;charset=utf-8,${encodeURIComponent(sgf)}`;
  }

  #render() {
    const game = this.#game;
    const moves = game.moves();
    const last = moves.at(-1)?.vertex;
    const over = this.#over;
    const humanTurn = !over && !this.#thinking && !this.#isComputer(game.toMove);
    this.#board.show(game.rows(), last, humanTurn ? game.toMove : null);
    const captures = game.captures;
    $('captures-black').textContent = String(captures.black);
    $('captures-white').textContent = String(captures.white);
    if (over) $('turn').textContent = 'Game over';
    else if (this.#thinking) $('turn').textContent = `${capitalized(game.toMove)} (computer) is thinking…`;
    else $('turn').textContent = `${capitalized(game.toMove)} to play${this.#settings.level === null ? '' : ' (you)'}`;
    if (!over) {
      delete $('score').dataset.result;
      $('score').textContent = game.consecutivePasses === 1 ? 'One pass: another ends the game.' : '';
    }
    $('pass').disabled = !humanTurn;
    $('resign').disabled = over || this.#thinking;
    document.body.dataset.state = over ? 'over' : this.#thinking ? 'thinking' : 'waiting';
    document.body.dataset.moves = String(moves.length);
    this.#record('');
  }
}

try {
  const page = new QuickPlay(await loadKosumi());
  page.newGame();
} catch (error) {
  document.body.dataset.state = 'failed';
  $('message').textContent = `Kosumi could not start: ${error.message}`;
}
