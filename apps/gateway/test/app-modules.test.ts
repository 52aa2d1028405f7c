import { readdirSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { api, toColonPath } from '@affiliate/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayModules } from '../src/app-modules.ts';
import { buildTestApp, closeTestApp } from './helpers.ts';

/**
 * The app registers its routes from one table (src/app-modules.ts): a module left out of it would
 * answer nothing, so every module folder with routes is in it, and every endpoint of the contract is
 * answered by the app built from it.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => closeTestApp(app));

describe('the table of modules', () => {
  it('names every module folder that has routes, once', () => {
    const modulesDir = fileURLToPath(new URL('../src/modules/', import.meta.url));
    const withRoutes = readdirSync(modulesDir).filter((name) =>
      existsSync(path.join(modulesDir, name, 'routes.ts')),
    );
    const names = gatewayModules(app.ctx).map((module) => module.name);
    expect(new Set(names).size).toBe(names.length);
    expect(withRoutes.filter((name) => !names.includes(name))).toEqual([]);
  });

  it('gives the app a route for every endpoint of the contract', () => {
    const missing = Object.values(api)
      .flatMap((group) => Object.values(group))
      .filter((endpoint) => !app.hasRoute({ method: endpoint.method, url: toColonPath(endpoint.path) }))
      .map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(missing).toEqual([]);
  });
});
