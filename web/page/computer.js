// The computer opponent, in a worker so that the page never waits for it. It keeps its own copy
// of the game (the page sends every move), so a search can reuse its tree from one move to the
// next. Messages, answered in order:
//   {type: "new", size, rules, komi}    a new game
//   {type: "play", color, vertex}       a move made on the page
//   {type: "genmove", id, color, options: {level, seed}}
//                                       -> {type: "move", id, move, seconds}  (the move is played here)
import { loadKosumi } from '../package/browser.js';

const loaded = loadKosumi();
let game = null;
let queue = Promise.resolve();

function handle(kosumi, message) {
  switch (message.type) {
    case 'new':
      game?.dispose();
      game = kosumi.createGame({ size: message.size, rules: message.rules, komi: message.komi });
      return;
    case 'play': {
      const played = game.play(message.color, message.vertex);
      if (!played.ok) postMessage({ type: 'error', error: `the page's move ${message.vertex}: ${played.error}` });
      return;
    }
    case 'genmove': {
      const started = performance.now();
      const answer = game.genmove({ ...message.options, color: message.color });
      postMessage({ type: 'move', id: message.id, ...answer, workerMs: performance.now() - started });
      return;
    }
  }
}

self.onmessage = (event) => {
  queue = queue.then(async () => handle(await loaded, event.data)).catch((error) =>
    postMessage({ type: 'error', error: String(error?.message ?? error) }));
};
