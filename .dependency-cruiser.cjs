// Import boundaries from ARCHITECTURE.md, checked by `npm run lint:imports` (part of `npm run lint`).
// Each rule names the layer that may not reach another; `npx depcruise --config .dependency-cruiser.cjs
// --output-type err-long backend frontend/src common workers db` prints every crossing with its rule.
const notTests = ['\\.test\\.tsx?$', '^backend/src/testing/'];
// Benchmarks time module internals (a repository query, the merge fixtures) on purpose, like tests.
const notTools = [...notTests, '^bench/', '^common/kitchen/fixtures/'];

/** A boundary: no module matching `from` may import one matching `to`; `comment` says why. */
const forbid = (name, comment, from, to) => ({ name, severity: 'error', comment, from, to });

module.exports = {
  forbidden: [
    forbid(
      'no-circular',
      'No import cycles anywhere: a cycle makes load order matter and splits nothing apart.',
      {},
      { circular: true },
    ),

    // The browser
    forbid(
      'feature-not-to-app',
      'app/ composes features; a feature never reaches back into app/.',
      { path: '^frontend/src/features/' },
      { path: '^frontend/src/app/' },
    ),
    forbid(
      'feature-not-to-feature',
      'Features do not import each other; what two features share lives in lib/ or components/.',
      { path: '^frontend/src/features/([^/]+)/' },
      { path: '^frontend/src/features/', pathNot: '^frontend/src/features/$1/' },
    ),
    forbid(
      'browser-only-common',
      'The browser imports server code only through @common/contracts and @common/kitchen.',
      { path: '^frontend/src/' },
      { path: '^(backend|workers|db|infra|common)/', pathNot: '^common/(contracts|kitchen)/' },
    ),
    forbid(
      'radix-only-in-ui',
      'Only frontend/src/components/ui wraps Radix; everything else uses those wrappers.',
      { pathNot: '^frontend/src/components/ui/' },
      { path: '(^|/)node_modules/(radix-ui|@radix-ui)/' },
    ),

    // common/
    forbid(
      'common-imports-only-zod',
      'common/ runs in every bundle: it imports zod and itself, nothing else.',
      { path: '^common/', pathNot: notTools },
      { pathNot: ['^common/', '(^|/)node_modules/zod/'] },
    ),

    // The backend
    forbid(
      'routes-not-to-knex',
      'Routes never import knex: they call a service, which calls a repository.',
      { path: '^backend/src/modules/.+\\.routes\\.ts$' },
      { path: ['(^|/)node_modules/knex/', '^backend/src/platform/db\\.ts$'] },
    ),
    forbid(
      'platform-not-to-modules',
      'platform/ is the shared kernel and knows no module.',
      { path: '^backend/src/platform/' },
      { path: '^backend/src/modules/' },
    ),
    forbid(
      'module-through-index',
      'Another module is reached only through its index.ts.',
      { path: '^backend/src/modules/([^/]+)/', pathNot: notTests },
      {
        path: '^backend/src/modules/',
        pathNot: ['^backend/src/modules/$1/', '^backend/src/modules/[^/]+/index\\.ts$'],
      },
    ),
    forbid(
      'outside-reaches-module-through-index',
      'Outside the modules, a module is reached through its index.ts (the composition root, workers and tests excepted).',
      { pathNot: ['^backend/src/modules/', '^backend/src/app', '^workers/', ...notTools] },
      { path: '^backend/src/modules/[^/]+/', pathNot: '^backend/src/modules/[^/]+/index\\.ts$' },
    ),
    forbid(
      'vendor-sdks-only-in-adapters',
      'Adapters hide vendors: only backend/src/adapters imports a payments, AI, mail or OIDC SDK.',
      { pathNot: ['^backend/src/adapters/', ...notTests] },
      { path: '(^|/)node_modules/(stripe|openai|nodemailer|openid-client)/' },
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^frontend/dist/', '^\\.build/', '^\\.data/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
