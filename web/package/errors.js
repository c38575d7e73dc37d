// The package's error class, in a file of its own so that the worker's client (worker.js), which
// runs where the module is not loaded, throws the same class as the in-thread API.

/** Thrown by the constructors on bad options; methods never throw for bad input. */
export class KosumiError extends Error {
  constructor(message) {
    super(message);
    this.name = 'KosumiError';
  }
}
