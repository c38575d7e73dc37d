// The package as users get it: `npm pack` makes a tarball that a fresh folder installs and
// uses from Node by its name, and whose types a TypeScript project checks against.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

import './support/package_dist.mjs';

const packageDir = fileURLToPath(new URL('../package/', import.meta.url));
const tsc = fileURLToPath(new URL('../node_modules/typescript/bin/tsc', import.meta.url));

function npm(args, cwd) {
  return execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], { cwd, encoding: 'utf8' });
}

test('npm pack makes a tarball that a fresh folder installs and uses', () => {
  const work = mkdtempSync(join(tmpdir(), 'kosumi-pack-'));
  try {
    const packed = JSON.parse(npm(['pack', '--json', '--pack-destination', work], packageDir))[0];
    const files = packed.files.map((f) => f.path).sort();
    assert.deepEqual(files, ['LICENSE', 'README.md', 'api.js', 'browser.js', 'dist/kosumi-core.mjs',
      'dist/kosumi-core.wasm', 'errors.js', 'kosumi.d.ts', 'kosumi.js', 'node.js', 'package.json', 'worker-browser.js',
      'worker-host.js', 'worker-node.js', 'worker-thread-browser.js', 'worker-thread-node.js', 'worker.d.ts',
      'worker.js']);
    const app = join(work, 'app');
    execFileSync('mkdir', [app]);
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }));
    npm(['install', join(work, packed.filename)], app);
    const installed = JSON.parse(readFileSync(join(app, 'node_modules/kosumi/package.json'), 'utf8'));
    assert.equal(installed.name, 'kosumi');
    // The package's licence is the repository's, word for word.
    assert.equal(installed.license, 'MIT');
    assert.equal(readFileSync(join(app, 'node_modules/kosumi/LICENSE'), 'utf8'),
      readFileSync(new URL('../../LICENSE', import.meta.url), 'utf8'));
    assert.deepEqual(installed.dependencies ?? {}, {});
    assert.ok(existsSync(join(app, 'node_modules/kosumi/kosumi.d.ts')));
    writeFileSync(join(app, 'main.js'), `
      import { createGame, createEngine } from 'kosumi';
      const game = await createGame({ size: 9, rules: 'chinese ko=simple dead=as-is', komi: 6.5 });
      const moves = [game.play('black', 'E5'), game.genmove({ mode: 'beginner', seed: 1 })];
      game.play('black', 'pass');
      game.play('white', 'pass');
      const engine = await createEngine({ size: 9, seed: 1, playouts: 20 });
      const { createWorker } = await import('kosumi/worker');
      const worker = await createWorker();
      const remote = await worker.createGame({ size: 9 });
      await remote.play('black', 'E5');
      const answer = await remote.genmove({ playouts: 20, seed: 1 });
      const remoteMoves = (await remote.moves()).length;
      worker.terminate();
      console.log(JSON.stringify({ moves: moves.map((m) => m.ok), over: game.over, score: game.score().result,
        gtp: engine.gtp('play b E5\\ngenmove w'), worker: [answer.played, remoteMoves] }));
    `);
    const out = JSON.parse(execFileSync('node', ['main.js'], { cwd: app, encoding: 'utf8' }));
    assert.deepEqual(out.moves, [true, true]);
    assert.equal(out.over, true);
    assert.match(out.score, /^[BW]\+\d+(\.5)?$/);
    assert.match(out.gtp, /^= \n\n= [A-J][1-9]\n\n$/);
    assert.deepEqual(out.worker, [true, 2]);

    // The types, as a TypeScript project that installed the package sees them.
    assert.ok(existsSync(tsc), 'TypeScript not found: run npm ci in web/ first');
    const typed = `
      import { loadKosumi, type Game, type PlayResult } from 'kosumi';
      import { createWorker, type KosumiWorker } from 'kosumi/worker';
      const kosumi = await loadKosumi();
      const game: Game = kosumi.createGame({ size: 9, rules: 'japanese', komi: 6.5 });
      const played = game.play('black', 'E5');
      if (played.ok) { const captured: string[] = played.captured; console.log(captured.length); }
      else { const why: 'occupied' | 'suicide' | 'ko' | 'superko' | 'phase' | 'invalid' = played.reason; console.log(why); }
      const score = game.score({ dead: ['E5'] });
      if (score.ok) console.log(score.black.territory + score.margin);
      const move = game.genmove({ level: 3 });
      if (move.ok) console.log(move.move, move.played);
      const engine = kosumi.createEngine({ size: 9, onLog: (line: string) => void line });
      console.log(engine.gtp('lz-analyze 50', (piece: string) => piece.length < 10));
      const result: PlayResult = game.play('white', 'pass');
      console.log(result.ok);
      game.play('black', 'pass');
      const phase: 'play' | 'marking' | 'over' = game.phase();
      const toggled = game.toggleDead('E5');
      if (toggled.ok) { const marked: boolean = toggled.dead; console.log(marked, toggled.chain.length); }
      else { const why: 'empty' | 'phase' | 'invalid' = toggled.reason; console.log(why); }
      const proposed = game.proposeMarks();
      if (proposed.ok) console.log(proposed.marks.length);
      const confirmed = game.confirm('black');
      if (confirmed.ok) console.log(confirmed.complete, confirmed.confirmed.length);
      console.log(phase, game.marks().length, game.resume().ok, game.resign('white').ok);
      console.log(game.offerDraw('black').ok, game.answerDraw('white', false).ok, game.drawOffer ?? 'none');
      const end = game.result();
      const ended: 'score' | 'resign' | 'draw' | null = end.ended;
      const margin: number | null = end.margin;
      console.log(ended, margin, end.winner, end.text, game.confirmations.length);
      kosumi.createGame({ confirm: 'both' }).dispose();
      const worker: KosumiWorker = await createWorker();
      const remote = await worker.createGame({ size: 9 });
      const generated = await remote.genmove({ level: 2 });
      if (generated.ok) console.log(generated.move, generated.played);
      else { const why: 'phase' | 'invalid' | 'stale' = generated.reason; console.log(why); }
      const toMove: 'black' | 'white' = await remote.toMove;
      console.log(toMove, (await remote.rows()).length, worker.canStop);
      worker.stop();
      worker.terminate();
    `;
    writeFileSync(join(app, 'typed.ts'), typed);
    const tscArgs = ['--noEmit', '--strict', '--module', 'node16', '--moduleResolution', 'node16', '--target', 'es2022'];
    execFileSync('node', [tsc, ...tscArgs, 'typed.ts'], { cwd: app, encoding: 'utf8' });
    // A wrong use must be a type error, or the types check nothing.
    writeFileSync(join(app, 'wrong.ts'), `
      import { createGame } from 'kosumi';
      const game = await createGame({ size: 9 });
      const n: number = game.play('black', 'E5').captured;
      const phase: 'done' = game.phase();
      const draw = game.answerDraw('white', 'yes');
      const remote = await (await (await import('kosumi/worker')).createWorker()).createGame();
      const rows: string[] = remote.rows();
    `);
    const wrong = spawnSync('node', [tsc, ...tscArgs, 'wrong.ts'], { cwd: app, encoding: 'utf8' });
    assert.notEqual(wrong.status, 0);
    assert.match(wrong.stdout, /wrong\.ts\(4,/);
    assert.match(wrong.stdout, /wrong\.ts\(5,/);
    assert.match(wrong.stdout, /wrong\.ts\(6,/);
    assert.match(wrong.stdout, /wrong\.ts\(8,/);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});
