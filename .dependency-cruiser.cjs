/*
 * The import rules of docs/architecture.md, checked by `npm run lint` (decision 018). Each rule's
 * comment is the message a wrong import gets. Tests (*.test.ts, tests/) may import across the rules.
 */
const notTests = '(^tests/|\\.test\\.tsx?$)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'shared-imports-neither-side',
      comment: 'src/shared is the contract both sides import: it imports neither src/server nor src/client.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(server|client)/' },
    },
    {
      name: 'client-never-imports-server',
      comment: 'The client reaches the server over HTTP only; what both need lives in src/shared.',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-never-imports-client',
      comment:
        'The server serves the built client; it never imports its code. Shared code lives in src/shared.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/client/' },
    },
    {
      name: 'features-do-not-import-each-other',
      comment:
        "A client feature imports shared, components/ui, client/lib and other features' queries.ts (their read API), never another feature's components or hooks: pages that combine features live in client/app.",
      severity: 'error',
      from: { path: '^src/client/features/([^/]+)/', pathNot: notTests },
      to: {
        path: '^src/client/features/',
        pathNot: ['^src/client/features/$1/', '^src/client/features/[^/]+/queries\\.ts$'],
      },
    },
    {
      name: 'client-foundations-know-no-domain',
      comment: 'components/ui and client/lib know no domain: they import no feature and no app page.',
      severity: 'error',
      from: { path: '^src/client/(components|lib)/', pathNot: notTests },
      to: { path: '^src/client/(features|app)/' },
    },
    {
      name: 'features-do-not-import-app',
      comment: 'client/app composes the features; a feature never imports the app.',
      severity: 'error',
      from: { path: '^src/client/features/', pathNot: notTests },
      to: { path: '^src/client/app/' },
    },
    {
      name: 'client-dates-in-one-module',
      comment: 'The client formats dates in client/lib/dates.ts only, so each style is written once.',
      severity: 'error',
      from: { path: '^src/client/', pathNot: ['^src/client/lib/dates\\.ts$', notTests] },
      to: { path: 'node_modules/date-fns/' },
    },
    {
      name: 'modules-import-other-modules-through-index',
      comment:
        "A server module imports server/lib, server/db, shared, the two foundation modules (tracking: the figures; users: accounts) and another module only through that module's index.ts, its public face. modules/index.ts composes them.",
      severity: 'error',
      from: { path: '^src/server/modules/([^/]+)/', pathNot: notTests },
      to: {
        path: '^src/server/modules/',
        pathNot: [
          '^src/server/modules/$1/',
          '^src/server/modules/(tracking|users)/',
          '^src/server/modules/[^/]+/index\\.ts$',
        ],
      },
    },
    {
      name: 'no-circular',
      comment:
        'Server modules import each other one way: a file that reaches itself again through its imports is a cycle. Move what both sides need into the module below them, or pass it in from modules/index.ts.',
      severity: 'error',
      from: { path: '^src/server/modules/' },
      to: { circular: true },
    },
    {
      name: 'foundations-import-no-module',
      comment: 'server/lib and server/db are infrastructure: they import no module.',
      severity: 'error',
      from: { path: '^src/server/(lib|db)/', pathNot: notTests },
      to: { path: '^src/server/modules/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
