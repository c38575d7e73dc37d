// The GTP face against the native engine: every transcript of tests/gtp (the file commands'
// aside: this build has none) run through the package gives the native engine's answers, line
// for line; streaming analysis reaches a callback as it is written and the callback can end it.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { test } from 'node:test';

import { loadKosumi } from './support/package_dist.mjs';
import { AS_THE_PACKAGE, nativeBinary, repositoryRoot } from './support/native_gtp.mjs';

const kosumi = await loadKosumi();
const transcripts = `${repositoryRoot}tests/gtp/`;

// Command-line options of the transcripts, as package options.
const OPTION_NAMES = { '--size': 'size', '--playouts': 'playouts', '--threads': 'threads', '--seed': 'seed',
  '--resign-threshold': 'resignThreshold', '--time': 'time', '--rules': 'rules', '--komi': 'komi' };

function optionsOf(input) {
  const options = {};
  const args = [];
  for (const line of input.split('\n')) {
    if (!line.startsWith('# args:')) continue;
    const words = line.slice(7).trim().split(/\s+/);
    args.push(...words);
    for (let i = 0; i < words.length; ++i) {
      // This build refuses file commands whatever it is told, as --no-files does.
      if (words[i] === '--no-files') continue;
      const name = OPTION_NAMES[words[i]];
      if (!name) return { args, options: null };
      options[name] = name === 'rules' ? words[++i] : Number(words[++i]);
    }
  }
  return { args, options };
}

function matches(expected, got) {
  return expected.startsWith('re:') ? new RegExp(`^(?:${expected.slice(3)})$`).test(got) : expected === got;
}

const names = readdirSync(transcripts).filter((f) => f.endsWith('.gtp')).map((f) => f.slice(0, -4)).sort();

for (const name of names) {
  const input = readFileSync(`${transcripts}${name}.gtp`, 'utf8');
  const { args, options } = optionsOf(input);
  const usesFiles = args.includes('--files-root');
  test(`transcript ${name}`, { skip: usesFiles || !options ? 'needs files on disk' : false }, () => {
    const engine = kosumi.createEngine(options);
    const got = engine.gtp(input);
    engine.dispose();
    // The expected output of the transcript test...
    const want = readFileSync(`${transcripts}${name}.out`, 'utf8').split('\n');
    const lines = got.split('\n');
    for (let i = 0; i < Math.max(want.length, lines.length); ++i)
      assert.ok(matches(want[i] ?? '<end>', lines[i] ?? '<end>'),
        `${name}.out line ${i + 1}\n  expected: ${want[i]}\n  got:      ${lines[i]}`);
    // ...and, answer for answer, what the native engine answers to the same input (cputime
    // aside: the process's processor time, which a page does not have, is the time since the
    // module started there).
    const native = spawnSync(nativeBinary(), [...AS_THE_PACKAGE, ...args], { input, encoding: 'utf8', timeout: 120000 });
    assert.equal(native.status, 0, native.stderr);
    const commands = input.split('\n').map((l) => l.replace(/#.*/, '').trim()).filter((l) => l);
    const ours = got.split('\n\n');
    const theirs = native.stdout.split('\n\n');
    assert.equal(ours.length, theirs.length);
    ours.forEach((answer, i) => {
      if (/^(\d+ )?cputime$/.test(commands[i] ?? '')) assert.match(answer, /^= \d+\.\d{3}$/);
      else assert.equal(answer, theirs[i], `answer ${i + 1}, to '${commands[i]}'`);
    });
  });
}

test('lz-analyze streams its lines to the callback while it searches', () => {
  const engine = kosumi.createEngine({ size: 9, seed: 3, playouts: 3000 });
  const pieces = [];
  const answer = engine.gtp('7 lz-analyze b 5', (piece) => {
    pieces.push({ piece, at: performance.now() });
  });
  // "=7", the analysis lines, then the empty line that ends the answer.
  assert.equal(pieces[0].piece, '=7\n');
  assert.equal(pieces.at(-1).piece, '\n');
  const lines = pieces.slice(1, -1).map((p) => p.piece);
  assert.ok(lines.length >= 2, `only ${lines.length} analysis lines`);
  for (const line of lines) assert.match(line, /^info move [A-J][1-9] visits \d+ winrate \d+ prior \d+ lcb \d+ order 0 pv /);
  // They came while the search ran, not all at its end.
  assert.ok(pieces.at(-2).at - pieces[1].at > 5, 'the lines all came at once');
  // The answer holds everything streamed.
  assert.equal(answer, pieces.map((p) => p.piece).join(''));
  // The engine is ready for the next command.
  assert.equal(engine.gtp('protocol_version'), '= 2\n\n');
  engine.dispose();
});

test('kata-analyze with ownership, ended early by the callback', () => {
  const engine = kosumi.createEngine({ size: 9, seed: 3, time: 30 });
  let lines = 0;
  const started = performance.now();
  const answer = engine.gtp('kata-analyze 5 ownership true', (piece) => {
    if (piece.startsWith('info')) ++lines;
    return lines < 3;
  });
  const seconds = (performance.now() - started) / 1000;
  assert.ok(seconds < 10, `the stream went on for ${seconds} s after it was asked to stop`);
  assert.ok(lines >= 3);
  const last = answer.trimEnd().split('\n').pop();
  assert.match(last, /^info move .* scoreLead -?[0-9.]+ .*ownership( -?[0-9.]+){81}$/);
  assert.equal(engine.gtp('name'), '= Kosumi\n\n');
  engine.dispose();
});

test('a genmove_analyze stream ends with the move played', () => {
  const engine = kosumi.createEngine({ size: 9, seed: 5, playouts: 400 });
  const streamed = [];
  const answer = engine.gtp('kata-genmove_analyze b 5', (piece) => streamed.push(piece));
  assert.match(answer, /\nplay [A-J][1-9]\n\n$/);
  const move = answer.match(/play ([A-J][1-9])/)[1];
  assert.equal(engine.gtp('move_history'), `= black ${move}\n\n`);
  assert.ok(streamed.length >= 2);
  engine.dispose();
});

test('the log reaches onLog', () => {
  const log = [];
  const engine = kosumi.createEngine({ size: 9, seed: 1, playouts: 30, onLog: (line) => log.push(line) });
  engine.gtp('genmove b');
  assert.match(log.join('\n'), /search: playouts 30, .* threads 1, .* move [A-J][1-9]/);
  engine.dispose();
});
