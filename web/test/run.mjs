// The one list of the web checks: every *.test.mjs under web/test/, found by name, so that a new
// test file runs in CI (.ci/run), in `npm test` and in docs/web.md's command without being added
// to three lists. Runs them with `node --test`; exits with its status.
//
//   node web/test/run.mjs [--list] [WORD ...]
//     --list   print the files instead of running them
//     WORD     only the files whose path contains one of the words (e.g. browser, worker)
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const testDir = fileURLToPath(new URL('.', import.meta.url));

function testFiles(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...testFiles(path));
    else if (entry.name.endsWith('.test.mjs')) found.push(path);
  }
  return found.sort();
}

const args = process.argv.slice(2);
const list = args.includes('--list');
const words = args.filter((a) => a !== '--list');
const chosen = (f) => words.length === 0 || words.some((w) => relative(testDir, f).includes(w));
const files = testFiles(testDir).filter(chosen);
if (files.length === 0) {
  console.error(`run.mjs: no test file matches ${words.join(' ')}`);
  process.exit(2);
}
if (list) {
  for (const f of files) console.log(relative(process.cwd(), f));
  process.exit(0);
}
const run = spawnSync(process.execPath, ['--test', ...files], { stdio: 'inherit' });
process.exit(run.status ?? 1);
