/**
 * Every /api route declares who may call it in `config.access`; the route-coverage test reads this and
 * requires an authorisation test for each route.
 */
export type RouteAccess = 'public' | 'user' | 'church-unlocked' | 'church-admin' | 'webhook';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /**
     * A session whose password was set by someone else may call this route before choosing its own
     * (logout, the password change itself). Every other route refuses it: see auth-plugin.ts.
     */
    allowTemporaryPassword?: boolean;
  }
}
