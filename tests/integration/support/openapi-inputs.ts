import type { FastifyInstance } from 'fastify';

/** One string input of a route: a body field (dot path, arrays at index 0), a path or a query parameter. */
export interface RouteInput {
  route: string;
  method: string;
  path: string;
  in: 'body' | 'path' | 'query';
  name: string;
}

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** The dot paths of the string leaves of a JSON schema. */
function stringPaths(schema: JsonSchema | undefined, prefix = ''): string[] {
  if (!schema) return [];
  const variants = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  if (schema.type === 'string' || variants.some((v) => v.type === 'string')) return [prefix];
  const paths = variants.flatMap((v) => stringPaths(v, prefix));
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    paths.push(...stringPaths(child, prefix ? `${prefix}.${key}` : key));
  }
  if (schema.items) paths.push(...stringPaths(schema.items, prefix ? `${prefix}.0` : '0'));
  return [...new Set(paths)];
}

/**
 * Every /api route's string body fields and every path and query parameter (whatever its type: in a URL it
 * arrives as text), read from the OpenAPI description the routes' schemas produce.
 */
export async function routeInputs(app: FastifyInstance): Promise<RouteInput[]> {
  const doc = (await app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { in: string; name: string }[];
          requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        }
      >
    >;
  };
  const inputs: RouteInput[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      if (method === 'head') continue;
      const route = `${method.toUpperCase()} ${path}`;
      const at = { route, method: method.toUpperCase(), path };
      for (const p of op.parameters ?? []) {
        if (p.in === 'path' || p.in === 'query') inputs.push({ ...at, in: p.in, name: p.name });
      }
      const body = op.requestBody?.content?.['application/json']?.schema;
      for (const name of stringPaths(body)) if (name) inputs.push({ ...at, in: 'body', name });
    }
  }
  return inputs;
}

/** A copy of `body` with the value at a dot path (numeric parts index arrays) replaced. */
export function setAt(body: unknown, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone((body ?? {}) as Record<string, unknown>);
  const keys = path.split('.');
  let node: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) {
    node[key] ??= /^\d+$/.test(keys[keys.indexOf(key) + 1] ?? '') ? [] : {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys.at(-1) as string] = value;
  return copy;
}

/** The value at a dot path, or undefined. */
export function getAt(body: unknown, path: string): unknown {
  let node: unknown = body;
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  return node;
}
