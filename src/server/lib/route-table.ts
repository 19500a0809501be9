import type { FastifyInstance } from 'fastify';
import type { RouteAccess } from './access';

export interface RouteTableEntry {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  /** A `user` route that the church's own account may call too (decision 037). */
  churchAccount: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with its declared access, for the route-coverage test. */
    routeTable: RouteTableEntry[];
  }
}

/** Must be registered before the modules: onRoute only sees routes added after it. */
export function registerRouteTable(app: FastifyInstance) {
  const table: RouteTableEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      table.push({
        method,
        url: route.url,
        access: route.config?.access,
        churchAccount: route.config?.churchAccount === true,
      });
    }
  });
}
