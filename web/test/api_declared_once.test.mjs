// The web API is declared once, in web/package/api.js: the worker's two sides are made from its
// lists, and here the in-thread classes (kosumi.js), the worker's classes (worker.js), the
// declarations (kosumi.d.ts) and the module's bindings (web/src/bindings.cpp) are checked against
// them, so that a method added in one place and not the others fails.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import * as api from '../package/api.js';
import { WorkerEngine, WorkerGame } from '../package/worker.js';
import { Engine, Game } from './support/package_dist.mjs';

const read = (path) => readFileSync(new URL(path, import.meta.url), 'utf8');
const sorted = (names) => [...new Set(names)].sort();

const GAME = sorted([...api.GAME_CHANGES, ...api.GAME_QUERIES, ...api.GAME_GETTERS, api.GAME_GENMOVE]);
const ENGINE = sorted([...api.ENGINE_CALLS, ...api.ENGINE_GETTERS]);

// The public methods and getters of a class and the classes it extends (names with _ are the
// package's own plumbing).
function members(cls) {
  const names = [];
  for (let proto = cls.prototype; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto))
    for (const name of Object.getOwnPropertyNames(proto)) if (name !== 'constructor' && !name.startsWith('_')) names.push(name);
  return sorted(names);
}

// The members a TypeScript class or interface declares: "name(", "name?(", "readonly name:", "name?:".
function declared(dts, header) {
  const start = dts.indexOf(header);
  assert.notEqual(start, -1, `${header} not found in the declarations`);
  const body = dts.slice(start + header.length, dts.indexOf('\n}', start));
  const names = [];
  for (const line of body.split('\n')) {
    const m = /^\s+(?:readonly\s+)?([A-Za-z]\w*)\??\s*[(:]/.exec(line);
    if (m) names.push(m[1]);
  }
  return sorted(names);
}

// The names a class_<NAME> binding registers with .function("...").
function bound(cpp, cls) {
  const start = cpp.indexOf(`emscripten::class_<${cls}>`);
  assert.notEqual(start, -1, `${cls} is not bound`);
  const body = cpp.slice(start, cpp.indexOf(';', start));
  return sorted([...body.matchAll(/\.function\("(\w+)"/g)].map((m) => m[1]));
}

// The module methods a class of kosumi.js calls on its handle: h.NAME(.
function calledOnHandle(js, header) {
  const start = js.indexOf(header);
  assert.notEqual(start, -1, `${header} not found in kosumi.js`);
  const body = js.slice(start, js.indexOf('\n}\n', start));
  return sorted([...body.matchAll(/\bh\.(\w+)\(/g)].map((m) => m[1]));
}

test('the lists have no name twice and no name in two lists', () => {
  const all = [...api.GAME_CHANGES, ...api.GAME_QUERIES, ...api.GAME_GETTERS, api.GAME_GENMOVE];
  assert.equal(new Set(all).size, all.length);
  const engine = [...api.ENGINE_CALLS, ...api.ENGINE_GETTERS, ...api.ENGINE_FIELDS];
  assert.equal(new Set(engine).size, engine.length);
});

test('Game and WorkerGame have exactly the declared methods and getters', () => {
  assert.deepEqual(members(Game), GAME);
  assert.deepEqual(members(WorkerGame), GAME);
  for (const name of api.GAME_GETTERS) {
    assert.equal(typeof Object.getOwnPropertyDescriptor(Game.prototype, name)?.get, 'function', `Game.${name}`);
    assert.equal(typeof Object.getOwnPropertyDescriptor(WorkerGame.prototype, name)?.get, 'function', `WorkerGame.${name}`);
  }
});

test('Engine and WorkerEngine have exactly the declared methods and getters', () => {
  assert.deepEqual(members(Engine), ENGINE);
  assert.deepEqual(members(WorkerEngine), ENGINE);
});

test('the TypeScript declarations name the same members', () => {
  const dts = read('../package/kosumi.d.ts');
  assert.deepEqual(declared(dts, 'export declare class Game {'), GAME);
  assert.deepEqual(declared(dts, 'export interface WorkerGame {'), GAME);
  assert.deepEqual(declared(dts, 'export declare class Engine {'), sorted([...ENGINE, ...api.ENGINE_FIELDS]));
  assert.deepEqual(declared(dts, 'export interface WorkerEngine {'), ENGINE);
});

test('the module binds exactly what kosumi.js calls', () => {
  const cpp = read('../src/bindings.cpp');
  const js = read('../package/kosumi.js');
  // A game's handle is called by Game and by LiveGames, which keeps the games in the module.
  assert.deepEqual(bound(cpp, 'RefereeGame'),
    sorted([...calledOnHandle(js, 'export class Game {'), ...calledOnHandle(js, 'class LiveGames {')]));
  assert.deepEqual(bound(cpp, 'GtpEngine'), calledOnHandle(js, 'export class Engine extends Handle'));
});
