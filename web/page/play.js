// The quick-play page: the game lives here (the package's referee decides legality, captures,
// marking and the score); the computer thinks on the package's worker (kosumi/worker), which
// keeps a copy of the game, sent every change in the same order, so that its search can reuse
// its tree from one move to the next. Rules: a casual game (simple ko, two passes end the game
// and the board is scored as it stands, Chinese area scoring, komi 6.5 on 9x9 and 7.5 on larger
// boards), or the Chinese, Japanese or Korean preset (positional superko; after two passes the
// dead stones are marked and confirmed; one confirmation is enough on one screen).
//
// The computer's answer is asked as a suggestion and played here only if nothing changed the
// page's game while it thought: every change (a new game, an undo, another level, resume)
// moves the page to a new epoch, and an answer from an older one is dropped.
import { loadKosumi } from '../package/browser.js';
import { createWorker } from '../package/worker-browser.js';
import { BoardView } from '../board/board_view.js';

const PRESETS = {
  casual: {
    rules: 'chinese ko=simple dead=as-is',
    komi: (size) => (size === 9 ? 6.5 : 7.5),
    text: 'Casual: Chinese area scoring (stones on the board plus empty points surrounded by one colour alone, ' +
      'komi to White), simple ko. Dead stones are not removed: capture them before you pass.',
  },
  chinese: {
    rules: 'chinese',
    komi: () => 7.5,
    text: 'Chinese: area scoring (living stones plus empty points surrounded by one colour alone), komi 7.5, ' +
      'positional superko. After two passes, mark the dead stones and confirm.',
  },
  japanese: {
    rules: 'japanese',
    komi: () => 6.5,
    text: 'Japanese: territory scoring (empty points, prisoners and the opponent\'s dead stones), komi 6.5, ' +
      'positional superko. After two passes, mark the dead stones and confirm.',
  },
  korean: {
    rules: 'korean',
    komi: () => 6.5,
    text: 'Korean: territory scoring as Japanese, komi 6.5, positional superko. After two passes, mark the dead ' +
      'stones and confirm.',
  },
};
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
  #remote = null;  // the worker's copy of the game
  #settings = null;
  #epoch = 0;
  #thinking = false;
  #starts = 0;  // new games asked for; only the last one's copy in the worker is kept

  constructor(kosumi, worker) {
    this.#kosumi = kosumi;
    this.#worker = worker;
    this.#board = new BoardView($('board'), (vertex) => this.#tap(vertex));
    $('setup').addEventListener('submit', (event) => {
      event.preventDefault();
      this.newGame();
    });
    // Disabled until now: a press before the page's script listens would submit the form.
    $('new-game').disabled = false;
    for (const input of document.querySelectorAll('input[name="size"]'))
      input.addEventListener('change', () => this.newGame());
    $('rules').addEventListener('change', () => this.newGame());
    $('opponent').addEventListener('change', () => this.#changeOpponent());
    $('pass').addEventListener('click', () => this.#humanMove('pass'));
    $('score-button').addEventListener('click', () => this.#scoreOrConfirm());
    $('resume').addEventListener('click', () => this.#resume());
    $('undo').addEventListener('click', () => this.#undo());
    $('resign').addEventListener('click', () => this.#resign());
  }

  #readSettings() {
    const form = $('setup');
    const size = Number(form.querySelector('input[name="size"]:checked').value);
    return { size, level: this.#readLevel(), human: $('color').value, preset: PRESETS[$('rules').value] };
  }

  #readLevel() {
    const opponent = $('opponent').value;
    return opponent === 'people' ? null : Number(opponent);
  }

  // Whatever the computer was thinking about is dropped: its answer belongs to an older epoch.
  #newEpoch() {
    ++this.#epoch;
    if (this.#thinking) this.#worker.stop();
    this.#thinking = false;
  }

  async newGame() {
    this.#newEpoch();
    const start = ++this.#starts;
    this.#settings = this.#readSettings();
    const { size, preset } = this.#settings;
    const options = { size, rules: preset.rules, komi: preset.komi(size) };
    this.#game?.dispose();
    this.#game = this.#kosumi.createGame(options);
    this.#remote?.dispose();
    this.#remote = null;
    this.#board.reset(size);
    $('komi').textContent = `Komi: White receives ${preset.komi(size)}.`;
    $('rules-text').textContent = preset.text;
    this.#say('');
    document.body.dataset.state = 'starting';
    const remote = await this.#worker.createGame(options);
    if (start !== this.#starts) {
      remote.dispose();
      return;
    }
    this.#remote = remote;
    this.#render();
    this.#continue();
  }

  // A change made here, made on the worker's copy too; a refusal there would mean the two differ.
  #mirror(method, ...args) {
    this.#remote[method](...args).then((answer) => {
      if (answer?.ok === false) console.error(`the worker's copy refused ${method} ${args.join(' ')}: ${answer.error}`);
    }, (error) => console.error(`the worker's copy: ${error.message}`));
  }

  #isComputer(color) {
    return this.#settings.level !== null && color !== this.#settings.human;
  }

  #phase() {
    return this.#game.phase();
  }

  // Who acts for this screen: the person against the computer, the side to move on one screen.
  #person() {
    return this.#settings.level === null ? this.#game.toMove : this.#settings.human;
  }

  #ready() {
    return this.#remote !== null && !this.#thinking;
  }

  #tap(vertex) {
    if (!this.#remote) return;
    if (this.#phase() === 'marking') return this.#toggleDead(vertex);
    this.#humanMove(vertex);
  }

  #humanMove(vertex) {
    if (!this.#ready() || this.#phase() !== 'play' || this.#isComputer(this.#game.toMove)) return;
    const color = this.#game.toMove;
    const played = this.#game.play(color, vertex);
    if (!played.ok) {
      const why = REASONS[played.reason] ?? played.error;
      this.#say(`Illegal move (${played.reason}): ${why}`, played.reason);
      return;
    }
    this.#mirror('play', color, vertex);
    this.#say(vertex === 'pass' ? `${capitalized(color)} passes.` : '');
    this.#render();
    this.#continue();
  }

  // After a change: the end, marking, or the computer's turn.
  #continue() {
    const phase = this.#phase();
    if (phase === 'over') return this.#finish();
    if (phase === 'marking') {
      this.#say('Both sides passed. Tap a group to mark it dead (tap again to unmark), then Confirm; Resume plays on.');
      return this.#render();
    }
    if (this.#isComputer(this.#game.toMove)) this.#computerMove();
  }

  async #computerMove() {
    const epoch = this.#epoch;
    const color = this.#game.toMove;
    this.#thinking = true;
    this.#render();
    const started = performance.now();
    let answer;
    try {
      answer = await this.#remote.genmove({ level: this.#settings.level, seed, play: false });
    } catch (error) {
      answer = { ok: false, error: error.message };
    }
    if (epoch !== this.#epoch) return;
    // The time a person waits: from asking to the answer's arrival, the worker's trip included.
    performance.measure('computer-move', {
      start: started,
      detail: { size: this.#settings.size, level: this.#settings.level, workerMs: (answer.seconds ?? 0) * 1000 },
    });
    this.#thinking = false;
    if (!answer.ok) {
      this.#say(`The computer could not move: ${answer.error}`);
      this.#render();
      return;
    }
    if (answer.move === 'resign') {
      this.#game.resign(color);
      this.#mirror('resign', color);
    } else {
      const played = this.#game.play(color, answer.move);
      if (!played.ok) {
        this.#say(`The computer's move ${answer.move} was refused: ${played.error}`);
        this.#render();
        return;
      }
      this.#mirror('play', color, answer.move);
      this.#say(answer.move === 'pass' ? `${capitalized(color)} passes.` : '');
    }
    this.#render();
    this.#continue();
  }

  // Another opponent: the next move (the one being thought about, too) is the new one's.
  #changeOpponent() {
    if (!this.#settings) return;
    this.#newEpoch();
    this.#settings.level = this.#readLevel();
    if (!this.#remote) return;
    this.#render();
    if (this.#phase() === 'play' && this.#isComputer(this.#game.toMove)) this.#computerMove();
  }

  #toggleDead(vertex) {
    const toggled = this.#game.toggleDead(vertex);
    // An empty point does nothing.
    if (!toggled.ok) return;
    this.#mirror('toggleDead', vertex);
    this.#render();
  }

  #scoreOrConfirm() {
    if (!this.#remote) return;
    const phase = this.#phase();
    if (phase === 'play') {
      const asIs = this.#game.rules.includes('dead=as-is');
      this.#say(`Pass first: two passes in a row end play, then ${asIs ? 'the board is scored as it stands' : 'the dead stones are marked'}.`);
      return;
    }
    if (phase !== 'marking') return;
    const color = this.#person();
    const confirmed = this.#game.confirm(color);
    if (!confirmed.ok) return this.#say(confirmed.error);
    this.#mirror('confirm', color);
    this.#say('');
    this.#continue();
  }

  #resume() {
    if (!this.#remote || this.#phase() !== 'marking') return;
    this.#newEpoch();
    this.#game.resume();
    this.#mirror('resume');
    this.#say('Play resumes: two more passes in a row end it.');
    this.#render();
    this.#continue();
  }

  // Takes back the last move, and against the computer every move back to the person's turn.
  #undo() {
    if (!this.#remote || this.#phase() === 'over' || this.#game.moves().length === 0) return;
    this.#newEpoch();
    do {
      if (!this.#game.undo().ok) break;
      this.#mirror('undo');
    } while (this.#isComputer(this.#game.toMove) && this.#game.moves().length > 0);
    this.#say('');
    this.#render();
    this.#continue();
  }

  #resign() {
    if (!this.#remote || this.#phase() === 'over') return;
    this.#newEpoch();
    const color = this.#person();
    this.#game.resign(color);
    this.#mirror('resign', color);
    this.#finish();
  }

  #finish() {
    const result = this.#game.result();
    if (result.ended === 'resign') {
      const resigned = result.winner === 'black' ? 'white' : 'black';
      $('score').textContent = `${capitalized(resigned)} resigns: ${result.text}.`;
    } else {
      const score = this.#game.score();
      $('score').textContent =
        `Game over. Black ${score.black.points}, White ${score.white.points} (komi ${score.komi}): ${score.result}.`;
    }
    $('score').dataset.result = result.text;
    this.#render();
  }

  #say(text, reason) {
    $('message').textContent = text;
    if (reason) $('message').dataset.reason = reason;
    else delete $('message').dataset.reason;
  }

  #record() {
    const sgf = this.#game.toSgf();
    $('record').href = `data:application/x-go-sgf;charset=utf-8,${encodeURIComponent(sgf)}`;
  }

  // What the board shows once play stops: during marking and after a score, the dead stones and
  // each side's territory under the marks.
  #ending(phase) {
    if (phase === 'play' || this.#game.result().ended === 'resign') return null;
    const score = this.#game.score();
    if (!score.ok) return null;
    return { dead: score.dead, territory: { black: score.black.territoryPoints, white: score.white.territoryPoints } };
  }

  #renderMoves(moves) {
    const list = $('moves');
    list.replaceChildren(...moves.map((move, i) => {
      const item = document.createElement('li');
      item.textContent = `${i + 1}. ${move.color === 'black' ? 'B' : 'W'} ${move.vertex}`;
      item.dataset.color = move.color;
      item.dataset.vertex = move.vertex;
      return item;
    }));
    list.scrollTop = list.scrollHeight;
  }

  #render() {
    const game = this.#game;
    const moves = game.moves();
    const last = moves.at(-1)?.vertex;
    const phase = this.#phase();
    const ready = this.#ready();
    const humanTurn = ready && phase === 'play' && !this.#isComputer(game.toMove);
    const ending = this.#ending(phase);
    this.#board.show({ rows: game.rows(), last, ghost: humanTurn ? game.toMove : null, dead: ending?.dead,
      territory: ending?.territory });
    const captures = game.captures;
    $('captures-black').textContent = String(captures.black);
    $('captures-white').textContent = String(captures.white);
    const people = this.#settings.level === null;
    if (phase === 'over') $('turn').textContent = 'Game over';
    else if (phase === 'marking') $('turn').textContent = 'Marking dead stones';
    else if (this.#thinking) $('turn').textContent = `${capitalized(game.toMove)} (computer) is thinking…`;
    else $('turn').textContent = `${capitalized(game.toMove)} to play${people ? '' : ' (you)'}`;
    if (phase !== 'over') {
      delete $('score').dataset.result;
      $('score').textContent = game.consecutivePasses === 1 ? 'One pass: another ends play.' : '';
    }
    $('pass').disabled = !humanTurn;
    $('score-button').textContent = phase === 'marking' ? 'Confirm' : 'Score';
    $('score-button').disabled = !this.#remote || phase === 'over';
    $('resume').hidden = phase !== 'marking';
    $('undo').disabled = !this.#remote || phase === 'over' || moves.length === 0;
    $('resign').disabled = !this.#remote || phase === 'over';
    document.body.dataset.state = phase === 'over' ? 'over' : phase === 'marking' ? 'marking'
      : this.#thinking ? 'thinking' : this.#remote ? 'waiting' : 'starting';
    document.body.dataset.moves = String(moves.length);
    this.#renderMoves(moves);
    this.#record();
  }

  /** The page's game and the worker's copy, for checking that they agree. */
  async snapshot() {
    const of = async (game) => ({
      rows: await game.rows(), moves: await game.moves(), phase: await game.phase(), marks: await game.marks(),
    });
    return { referee: await of(this.#game), worker: this.#remote ? await of(this.#remote) : null };
  }
}

// The module is fetched and compiled once, for this thread and the worker alike.
async function compiledModule() {
  const url = new URL('../package/dist/kosumi-core.wasm', import.meta.url);
  if (typeof WebAssembly.compileStreaming === 'function') return WebAssembly.compileStreaming(fetch(url));
  return WebAssembly.compile(await (await fetch(url)).arrayBuffer());
}

try {
  const wasm = await compiledModule();
  const [kosumi, worker] = await Promise.all([loadKosumi({ wasm }), createWorker({ wasm })]);
  const page = new QuickPlay(kosumi, worker);
  // Read-only: the tests compare the page's game with the worker's through it.
  Object.defineProperty(window, 'quickPlay', { value: Object.freeze({ snapshot: () => page.snapshot() }) });
  await page.newGame();
} catch (error) {
  document.body.dataset.state = 'failed';
  $('message').textContent = `Kosumi could not start: ${error.message}`;
}
