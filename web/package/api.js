// The package's API declared once: the methods and getters of Game and Engine. The worker's two
// sides (worker.js, the caller's; worker-host.js, the thread's) are made from these lists, and
// web/test/api_declared_once.test.mjs checks the in-thread classes (kosumi.js), the declarations
// (kosumi.d.ts) and the module's bindings (web/src/bindings.cpp) against them, so that a method
// added in one place and not the others fails a test.

/** Game's calls that may change the game, counted on both sides of a worker in this order. */
export const GAME_CHANGES = Object.freeze(['play', 'undo', 'setRules', 'toggleDead', 'proposeMarks', 'confirm',
  'resume', 'resign', 'offerDraw', 'answerDraw', 'dispose']);
/** Game's calls that only ask. */
export const GAME_QUERIES = Object.freeze(['legality', 'legalMoves', 'rows', 'moves', 'score', 'judgeDead', 'toSgf',
  'phase', 'marks', 'result']);
/** Game's getters. */
export const GAME_GETTERS = Object.freeze(['size', 'rules', 'komi', 'toMove', 'consecutivePasses', 'over', 'captures',
  'confirmations', 'drawOffer']);
/** genmove asks, and on a worker plays its answer as a change of its own. */
export const GAME_GENMOVE = 'genmove';

/** Engine's calls and getters. */
export const ENGINE_CALLS = Object.freeze(['gtp', 'dispose']);
export const ENGINE_GETTERS = Object.freeze(['quitRequested']);
/** Engine's field that the caller sets (a worker's engine takes it at createEngine instead). */
export const ENGINE_FIELDS = Object.freeze(['onLog']);
