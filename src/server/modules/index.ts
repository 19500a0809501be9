import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../lib/deps';
import { healthRoutes } from './health/health.routes';

/** Every domain's routes, in one list: a new module is added here. */
export async function registerModules(app: FastifyInstance, deps: AppDeps) {
  await app.register(healthRoutes, deps);
}
