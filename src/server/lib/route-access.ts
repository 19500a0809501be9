/**
 * Every /api route declares who may call it in `config.access`; the route-coverage test reads this and
 * requires an authorisation test for each route.
 */
export type RouteAccess = 'public' | 'user' | 'church-unlocked' | 'church-admin' | 'webhook';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}
