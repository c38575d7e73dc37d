// The package as users get it: `npm pack` makes a tarball that a fresh folder installs and
// uses from Node, by its name, with its types alongside.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

import './support/package_dist.mjs';

const packageDir = fileURLToPath(new URL('../package/', import.meta.url));

function npm(args, cwd) {
  return execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], { cwd, encoding: 'utf8' });
}

test('npm pack makes a tarball that a fresh folder installs and uses', () => {
  const work = mkdtempSync(join(tmpdir(), 'kosumi-pack-'));
  try {
    const packed = JSON.parse(npm(['pack', '--json', '--pack-destination', work], packageDir))[0];
    const files = packed.files.map((f) => f.path).sort();
    assert.deepEqual(files, ['browser.js', 'dist/kosumi-core.mjs', 'dist/kosumi-core.wasm', 'kosumi.d.ts', 'kosumi.js',
      'node.js', 'package.json']);
    const app = join(work, 'app');
    execFileSync('mkdir', [app]);
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }));
    npm(['install', join(work, packed.filename)], app);
    const installed = JSON.parse(readFileSync(join(app, 'node_modules/kosumi/package.json'), 'utf8'));
    assert.equal(installed.name, 'kosumi');
    assert.deepEqual(installed.dependencies ?? {}, {});
    assert.ok(existsSync(join(app, 'node_modules/kosumi/kosumi.d.ts')));
    writeFileSync(join(app, 'main.js'), `
      import { createGame, createEngine } from 'kosumi';
      const game = await createGame({ size: 9, rules: 'chinese ko=simple dead=as-is', komi: 6.5 });
      const moves = [game.play('black', 'E5'), game.genmove({ mode: 'beginner', seed: 1 })];
      game.play('black', 'pass');
      game.play('white', 'pass');
      const engine = await createEngine({ size: 9, seed: 1, playouts: 20 });
      console.log(JSON.stringify({ moves: moves.map((m) => m.ok), over: game.over, score: game.score().result,
        gtp: engine.gtp('play b E5\\ngenmove w') }));
    `);
    const out = JSON.parse(execFileSync('node', ['main.js'], { cwd: app, encoding: 'utf8' }));
    assert.deepEqual(out.moves, [true, true]);
    assert.equal(out.over, true);
    assert.match(out.score, /^[BW]\+\d+(\.5)?$/);
    assert.match(out.gtp, /^= \n\n= [A-J][1-9]\n\n$/);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});
