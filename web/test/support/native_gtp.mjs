// The native engine (build/kosumi) driven over GTP by the tests: commands go out in batches and
// each answer comes back without its "= "/"? " marks decided by the caller.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** build/kosumi, or $KOSUMI_BINARY. */
export function nativeBinary() {
  const binary = process.env.KOSUMI_BINARY ?? `${repositoryRoot}build/kosumi`;
  if (!existsSync(binary))
    throw new Error(`${binary} not found: build the native engine first (README, Set-up) or set KOSUMI_BINARY`);
  return binary;
}

/** The package loads no network, so the native engine it is held against plays without one. */
export const AS_THE_PACKAGE = ['--network', 'off'];

export class NativeGtp {
  #child;
  #buffer = '';
  #waiting = [];
  #answers = [];
  #exited = null;

  constructor(args = []) {
    this.#child = spawn(nativeBinary(), [...AS_THE_PACKAGE, ...args], { stdio: ['pipe', 'pipe', 'ignore'] });
    this.#child.stdout.setEncoding('utf8');
    this.#child.stdout.on('data', (text) => this.#take(text));
    this.#child.on('exit', (code) => {
      this.#exited = code;
      for (const w of this.#waiting.splice(0)) w.reject(new Error(`kosumi exited with ${code}`));
    });
  }

  #take(text) {
    this.#buffer += text;
    let end;
    // Every answer ends with an empty line.
    while ((end = this.#buffer.indexOf('\n\n')) >= 0) {
      this.#answers.push(this.#buffer.slice(0, end));
      this.#buffer = this.#buffer.slice(end + 2);
    }
    while (this.#waiting.length && this.#answers.length >= this.#waiting[0].count) {
      const w = this.#waiting.shift();
      w.resolve(this.#answers.splice(0, w.count));
    }
  }

  /** Sends the commands at once and resolves to their answers, in order ("= D4", "? illegal move: ko"). */
  run(commands) {
    if (this.#exited !== null) return Promise.reject(new Error(`kosumi exited with ${this.#exited}`));
    const done = new Promise((resolve, reject) => this.#waiting.push({ count: commands.length, resolve, reject }));
    this.#child.stdin.write(commands.join('\n') + '\n');
    return done;
  }

  close() {
    this.#child.stdin.end();
    return new Promise((resolve) => {
      if (this.#exited !== null) resolve(this.#exited);
      else this.#child.on('exit', resolve);
    });
  }
}
