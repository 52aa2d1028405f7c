import { api } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route.ts';
import { seedDemoData } from './seed.ts';

/** The operator's demo-data route (`npm run operator -- seed`): demo data lies above the modules it fills. */
export function registerDemoRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  contractRoute(app, api.operator.demoSeed, async () => ({
    data: {
      usernames: await ctx.db.transaction((tx) =>
        seedDemoData(tx, {
          players: ctx.config.seedDemoPlayers ?? true,
          now: ctx.config.now(),
          publicUrl: ctx.config.publicUrl,
        }),
      ),
    },
  }));
}
