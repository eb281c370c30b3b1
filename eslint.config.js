import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import security from 'eslint-plugin-security';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules', 'frontend/dist', '.data', '.build', 'bench/results', 'e2e/screenshots'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  security.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
    },
  },
  {
    // eslint-plugin-security, reviewed (docs/reliability.md, "Dependency hygiene").
    rules: {
      // Flags every `object[key]`; in TypeScript the keys are typed, and all 205 hits were table
      // lookups. Prototype pollution is attacked for real instead: reliability/fuzz*.test.ts sends
      // __proto__/constructor keys to every route and checks Object.prototype afterwards.
      'security/detect-object-injection': 'off',
    },
  },
  {
    // Tools run by developers, CI and operators on their own files, never reachable by a request:
    // tests, benchmarks, browser journeys, infra, migrations/seeds, build configs, the recipe import CLI.
    files: [
      '**/*.test.ts',
      '**/*.config.{js,ts}',
      'bench/**',
      'e2e/**',
      'infra/**',
      'db/**',
      'reliability/**',
      'backend/src/testing/**',
      'backend/src/modules/recipes/import/**',
      'common/kitchen/fixtures/**',
      'backend/src/modules/recipes/search/hard-set/**',
    ],
    rules: {
      'security/detect-non-literal-fs-filename': 'off',
      'security/detect-non-literal-regexp': 'off',
      'security/detect-unsafe-regex': 'off',
      'security/detect-child-process': 'off',
    },
  },
  {
    // Reviewed: these regexes are built from the project's own word and unit tables at load time, and
    // flagged patterns only ever see length-capped input (question ≤ 2,000, review ≤ 2,000, list line
    // ≤ 200 characters). A test times each input path with catastrophic-
    // backtracking strings at the cap (reliability/injection.fast.test.ts, "ReDoS"); the frontend ones
    // run in the user's own tab on recipe text.
    files: [
      'backend/src/adapters/ai/**',
      'backend/src/modules/assistant/assistant.context.ts',
      'common/kitchen/**',
      'backend/src/modules/reviews/moderation.ts',
      'common/contracts/videos.schema.ts',
      'frontend/src/features/**/lib/**',
    ],
    rules: {
      'security/detect-non-literal-regexp': 'off',
      'security/detect-unsafe-regex': 'off',
    },
  },
  {
    // Reviewed: paths built from fixed folders plus validated ids (mail ids /^[A-Za-z0-9-]+$/, video
    // ids by the videoId contract and the catalog, media paths checked to stay under the media root),
    // the operator's own MASTERCLASS_FEED_URL, koa-send with a fixed root, a bundled prompt file, the
    // build's own files under FRONTEND_DIST (server-render.ts: fixed names, read once), the operator's
    // DATA_DIR plus a fixed name for the signing secrets (platform/secrets.ts), the API reference's
    // files from the swagger-ui-dist package folder by a name from a fixed list (api-docs.routes.ts), object
    // keys the app builds itself under DATA_DIR/objects, checked to stay there (adapters/storage/local.ts).
    files: [
      'backend/src/modules/system/api-docs.routes.ts',
      'backend/src/adapters/ai/prompt.ts',
      'backend/src/adapters/mail/file-mailer.ts',
      'backend/src/adapters/storage/local.ts',
      'backend/src/modules/videos/masterclass-feed.ts',
      'backend/src/modules/videos/media-duration.ts',
      'backend/src/modules/videos/media-response.ts',
      'backend/src/modules/videos/videos.service.ts',
      'backend/src/platform/http/static-files.ts',
      'backend/src/platform/http/server-render.ts',
      'backend/src/platform/secrets.ts',
    ],
    rules: { 'security/detect-non-literal-fs-filename': 'off' },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // The browser takes constants from the plain contract files; a schema file's values would bring
      // zod into the pages' first load. Its types are free (erased at build); forms load a schema on
      // demand, with import() (lib/contract-form.ts), so they check with the server's own rules.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@common/contracts/*.schema', '**/common/contracts/*.schema'],
              allowTypeImports: true,
              message: 'Import values from the zod-free @common/contracts/<module>; only types from <module>.schema.',
            },
          ],
        },
      ],
    },
  },
  {
    // The service worker runs in its own global scope, not a page's.
    files: ['frontend/src/sw.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
);
