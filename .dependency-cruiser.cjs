// Import boundaries from ARCHITECTURE.md, checked by `npm run lint:imports` (part of `npm run lint`).
// Each rule names the layer that may not reach another; `npx depcruise --config .dependency-cruiser.cjs
// --output-type err-long backend frontend/src common workers db` prints every crossing with its rule.
const notTests = ['\\.test\\.tsx?$', '^backend/src/testing/'];
// Benchmarks time module internals (a repository query, the merge fixtures) on purpose, like tests.
const notTools = [...notTests, '^bench/', '^common/kitchen/fixtures/'];

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycles anywhere: a cycle makes load order matter and splits nothing apart.',
      from: {},
      to: { circular: true },
    },

    // The browser
    {
      name: 'feature-not-to-app',
      severity: 'error',
      comment: 'app/ composes features; a feature never reaches back into app/.',
      from: { path: '^frontend/src/features/' },
      to: { path: '^frontend/src/app/' },
    },
    {
      name: 'feature-not-to-feature',
      severity: 'error',
      comment: 'Features do not import each other; what two features share lives in lib/ or components/.',
      from: { path: '^frontend/src/features/([^/]+)/' },
      to: { path: '^frontend/src/features/', pathNot: '^frontend/src/features/$1/' },
    },
    {
      name: 'browser-only-common',
      severity: 'error',
      comment: 'The browser imports server code only through @common/contracts and @common/kitchen.',
      from: { path: '^frontend/src/' },
      to: { path: '^(backend|workers|db|infra|common)/', pathNot: '^common/(contracts|kitchen)/' },
    },
    {
      name: 'radix-only-in-ui',
      severity: 'error',
      comment: 'Only frontend/src/components/ui wraps Radix; everything else uses those wrappers.',
      from: { pathNot: '^frontend/src/components/ui/' },
      to: { path: '(^|/)node_modules/(radix-ui|@radix-ui)/' },
    },

    // common/
    {
      name: 'common-imports-only-zod',
      severity: 'error',
      comment: 'common/ runs in every bundle: it imports zod and itself, nothing else.',
      from: { path: '^common/', pathNot: notTools },
      to: { pathNot: ['^common/', '(^|/)node_modules/zod/'] },
    },

    // The backend
    {
      name: 'routes-not-to-knex',
      severity: 'error',
      comment: 'Routes never import knex: they call a service, which calls a repository.',
      from: { path: '^backend/src/modules/.+\\.routes\\.ts$' },
      to: { path: ['(^|/)node_modules/knex/', '^backend/src/platform/db\\.ts$'] },
    },
    {
      name: 'platform-not-to-modules',
      severity: 'error',
      comment: 'platform/ is the shared kernel and knows no module.',
      from: { path: '^backend/src/platform/' },
      to: { path: '^backend/src/modules/' },
    },
    {
      name: 'module-through-index',
      severity: 'error',
      comment: 'Another module is reached only through its index.ts.',
      from: { path: '^backend/src/modules/([^/]+)/', pathNot: notTests },
      to: {
        path: '^backend/src/modules/',
        pathNot: ['^backend/src/modules/$1/', '^backend/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'outside-reaches-module-through-index',
      severity: 'error',
      comment:
        'Outside the modules, a module is reached through its index.ts (the composition root, workers and tests excepted).',
      from: { pathNot: ['^backend/src/modules/', '^backend/src/app', '^workers/', ...notTools] },
      to: { path: '^backend/src/modules/[^/]+/', pathNot: '^backend/src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'vendor-sdks-only-in-adapters',
      severity: 'error',
      comment: 'Adapters hide vendors: only backend/src/adapters imports a payments, AI, mail or OIDC SDK.',
      from: { pathNot: ['^backend/src/adapters/', ...notTests] },
      to: { path: '(^|/)node_modules/(stripe|openai|nodemailer|openid-client)/' },
    },
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
