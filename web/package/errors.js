// The package's error class, in a file of its own so that the worker's client (worker.js), which
// runs where the module is not loaded, throws the same class as the in-thread API.

/** Thrown by the constructors on bad options; methods never throw for bad input. */
export class KosumiError extends Error {
  constructor(message) {
    super(message);
    this.name = 'KosumiError';
  }
}

// The text in single quotes, as the engine's messages quote input (engine/quoted_input.h): whole
// when at most 40 characters, else its first 40, an ellipsis and the whole length.
export function quotedInput(text) {
  const s = String(text);
  return s.length <= 40 ? `'${s}'` : `'${s.slice(0, 40)}...' (${s.length} characters)`;
}
