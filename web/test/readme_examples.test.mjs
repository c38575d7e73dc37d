// Every code example of the package's README (web/package/README.md) runs as written, against
// the package in this tree: each ```js block becomes a module of its own, with 'kosumi' and
// 'kosumi/worker' resolved to the package's files, the imports of an earlier block for a block
// that continues it, and show() for the analysis lines.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';

import './support/package_dist.mjs';

const packageDir = new URL('../package/', import.meta.url);
const readme = readFileSync(new URL('README.md', packageDir), 'utf8');
const SPECIFIERS = { kosumi: new URL('node.js', packageDir).href, 'kosumi/worker': new URL('worker-node.js', packageDir).href };

// The ```js blocks, without the README's list indentation.
function examples(text) {
  const blocks = [];
  for (const m of text.matchAll(/^( *)```js\n([\s\S]*?)^\1```$/gm)) {
    const indent = m[1].length;
    blocks.push(m[2].split('\n').map((line) => line.slice(indent)).join('\n'));
  }
  return blocks;
}

function resolved(code) {
  return code.replace(/from '(kosumi(?:\/worker)?)'/g, (_, name) => `from '${SPECIFIERS[name]}'`);
}

test('the README has its examples', () => {
  assert.ok(examples(readme).length >= 4);
});

test('every example in the README runs', async () => {
  const work = mkdtempSync(join(tmpdir(), 'kosumi-readme-'));
  try {
    let imports = '';
    const blocks = examples(readme);
    for (const [i, block] of blocks.entries()) {
      const own = block.split('\n').filter((line) => line.startsWith('import '));
      if (own.length) imports = own.join('\n');
      const body = block.split('\n').filter((line) => !line.startsWith('import ')).join('\n');
      const file = join(work, `example-${i}.mjs`);
      const shown = [];
      globalThis.show = (line) => void shown.push(line);
      writeFileSync(file, `${resolved(imports)}\n${body}\nexport {};\n`);
      await assert.doesNotReject(import(pathToFileURL(file).href), `example ${i + 1}:\n${block}`);
    }
  } finally {
    delete globalThis.show;
    rmSync(work, { recursive: true, force: true });
  }
});
