import type { FastifyInstance } from 'fastify';
import { createBackgroundTasks } from '../lib/background';
import type { AppDeps } from '../lib/deps';
import { authRoutes } from './auth/auth.routes';
import { churchesRoutes } from './churches/churches.routes';
import { healthRoutes } from './health/health.routes';
import { passwordResetRoutes } from './password-reset/password-reset.routes';
import { usersRoutes } from './users/users.routes';

/** Every domain's routes, in one list: a new module is added here. */
export async function registerModules(app: FastifyInstance, deps: AppDeps) {
  // Shared by the modules (decorated on the root): shutdown waits for mail still being sent.
  app.decorate('background', createBackgroundTasks(app.log));
  app.addHook('onClose', () => app.background.settled());

  await app.register(healthRoutes, deps);
  await app.register(authRoutes, deps);
  await app.register(usersRoutes, deps);
  await app.register(churchesRoutes, deps);
  await app.register(passwordResetRoutes, deps);
}
