// One flat config: type-aware TypeScript rules plus the import boundaries of docs/architecture.md ("Boundaries").
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Type-only imports cross boundaries freely: they leave nothing behind at run time.
const restrict = (...patterns) => ['error', { patterns: patterns.map((p) => ({ ...p, allowTypeImports: true })) }];

const NOT_WEB = {
  group: ['**/apps/web/**', '@ladder/web', '@ladder/web/*'],
  message: 'The API never imports the web app.',
};
const NOT_SONNER = { group: ['sonner'], message: 'Import { toast } from lib/toast: sonner loads beside the page.' };
// React itself in the browser, as the product asks (docs/decisions/0041): never a stand-in.
const NOT_PREACT = { group: ['preact', 'preact/*'], message: 'The web app runs on React and react-dom.' };
// The server renderer is for src/entry-server.tsx alone: it never reaches the browser's bundle.
const NOT_SERVER_RENDERER = {
  group: ['react-dom/server', 'react-dom/server.*', 'react-dom/static', 'react-dom/static.*'],
  message: 'Only src/entry-server.tsx draws HTML on the server.',
};
const NOT_RAW_RESOLVER = {
  group: ['@hookform/resolvers/*'],
  message: 'Take schemaResolver from lib/schema-resolver (it sets zod up for our CSP) or lazySchemaResolver.',
};
const NOT_API = {
  group: ['**/apps/api/**', '@ladder/api', '@ladder/api/*'],
  message: 'The web app never imports the API.',
};
// Web features stay apart (docs/architecture.md, "Boundaries"): a feature never imports another
// feature nor app/; features meet in app/ (routes, layout) and share through components/ and lib/,
// which import neither. Import paths are relative, so a pattern names the folder wherever it sits.
const WEB_FEATURES = readdirSync(new URL('apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const NOT_OTHER_FEATURE = (feature) => ({
  regex: `^(\\.\\./)+(features/)?(${WEB_FEATURES.filter((name) => name !== feature).join('|')})(/|$)`,
  message: `features/${feature} never imports another feature: move what both need to components/ or lib/, or compose them in app/.`,
});
const NOT_APP = { regex: '^(\\.\\./)+app(/|$)', message: 'Only app/ composes pages; nothing imports it back.' };
const NOT_FEATURES = {
  regex: '^(\\.\\./)+features(/|$)',
  message: 'components/ and lib/ are shared by every feature, so they import none.',
};
// What every folder of the web app below app/ keeps out, besides its own boundary.
const WEB_BELOW_APP = [NOT_API, NOT_SONNER, NOT_RAW_RESOLVER, NOT_PREACT, NOT_SERVER_RENDERER, NOT_APP];
const NO_FOCUSED_TESTS = {
  selector: 'CallExpression[callee.property.name=/^(only|skip)$/][callee.object.name=/^(it|describe|test)$/]',
  message: 'No focused or skipped tests.',
};
// A query key is named in lib/query-keys/, never spelled where it is used: one feature patches
// and refreshes what another caches through those names.
const LITERAL_QUERY_KEY = 'Take the key from lib/query-keys/.';
const NO_LITERAL_QUERY_KEYS = [
  { selector: 'Property[key.name="queryKey"] > ArrayExpression.value', message: LITERAL_QUERY_KEY },
  {
    selector:
      'CallExpression[callee.property.name=/^(get|set)Quer(y|ies)Data$|^(invalidate|refetch|cancel|remove|reset)Queries$/] > ArrayExpression.arguments',
    message: LITERAL_QUERY_KEY,
  },
  { selector: 'CallExpression[callee.name="patchCached"] > ArrayExpression.arguments', message: LITERAL_QUERY_KEY },
];
// Intl's formatters are made once per language and options, in apps/web/src/lib/intl.ts.
const NO_NEW_INTL = {
  selector: 'NewExpression[callee.object.name="Intl"]',
  message: 'Use dateFormat/numberFormat/relativeTimeFormat from lib/intl.ts: each formatter is made once.',
};
// A limit is written into the statement (limitRows in db/keyset.ts): sent as a parameter, it
// keeps PostgreSQL from reusing a prepared statement's plan (docs/capacity.md).
const NO_LIMIT_PARAMETER = {
  selector: "TaggedTemplateExpression[tag.name='sql'] TemplateElement[tail=false][value.raw=/\\blimit\\s*$/i]",
  message: 'Write ${limitRows(n)} from db/keyset.ts, not `limit ${n}`: a parameter limit defeats plan reuse.',
};
// Test support (apps/api/test/: helper, factories, servers on loopback) serves the tests alone:
// code under apps/api/src that is not a test never imports it (issue 40).
const NOT_TEST_SUPPORT = {
  regex: '^(\\.\\.?/)+(.*/)?test(/|$)',
  message: 'Only tests import apps/api/test/: move what the app needs into src/.',
};
// The browser tests drive the compiled server through the page; of the API they import only its
// test support (apps/api/test/: SMTP, SMS, OpenID, PostgreSQL on loopback), never its sources.
const NOT_API_SOURCES = {
  group: ['**/apps/api/src', '**/apps/api/src/**', '@ladder/api', '@ladder/api/*'],
  message: 'e2e/ reaches the API through the browser, or through apps/api/test/, never apps/api/src.',
};
const NO_SQL_IN_ROUTES = {
  group: ['**/*.repository', 'drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/client'],
  message: 'A route never touches SQL: call the service.',
};
const NO_HTTP_IN_REPOSITORIES = {
  group: ['fastify', 'fastify/*', '**/plugins/*', '**/*.service', '**/*.routes'],
  message: 'A repository knows SQL only, not HTTP or services.',
};
const NO_FOREIGN_REPOSITORY = {
  group: ['../*/*.repository'],
  message: "A module calls another module's service, never its repository.",
};
// Who may read, change, delete or moderate a thing is said once, in its module's *.policy.ts
// (docs/architecture.md "Permissions"); a service calls the policy and compares no owner itself.
const POLICY_MESSAGE =
  'Ask the policy (modules/<feature>/*.policy.ts, docs/architecture.md "Permissions"): a service writes no ownership or superuser check.';
/** `actor.id` or `viewer.id` (or `viewer?.id`) on one side of a comparison. */
const actorId = (side) =>
  `:matches([${side}.object.name=/^(actor|viewer)$/][${side}.property.name="id"], [${side}.expression.object.name=/^(actor|viewer)$/][${side}.expression.property.name="id"])`;
/** A member-owning field (`post.user_id`, `item.author_id`, `target.userId`, `owner.id`…) on the other side. */
const ownerField = (side) =>
  `:matches([${side}.property.name=/^(user_id|author_id|userId|ownerId|id)$/], [${side}.expression.property.name=/^(user_id|author_id|userId|ownerId|id)$/])`;
const NO_INLINE_PERMISSIONS = [
  {
    selector: `BinaryExpression[operator=/^[!=]==?$/]${actorId('right')}${ownerField('left')}`,
    message: POLICY_MESSAGE,
  },
  {
    selector: `BinaryExpression[operator=/^[!=]==?$/]${actorId('left')}${ownerField('right')}`,
    message: POLICY_MESSAGE,
  },
  { selector: 'MemberExpression[property.name="is_superuser"]', message: POLICY_MESSAGE },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // Fastify plugins, hooks and handlers are async by contract, with or without an await.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'file', name: 'AppError' }] }],
      'no-restricted-syntax': ['error', NO_FOCUSED_TESTS],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['packages/shared/**'],
    // Tests run in Node and may read files; what ships stays pure.
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict(
        { group: ['**/apps/**', '@ladder/api', '@ladder/web'], message: '@ladder/shared imports nothing from apps/*.' },
        {
          group: ['node:*', 'fs', 'path', 'react', 'react-dom', 'fastify'],
          message: '@ladder/shared is pure TypeScript + zod.',
        },
      ),
    },
  },
  {
    files: ['apps/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict(
        NOT_API,
        NOT_SONNER,
        NOT_RAW_RESOLVER,
        NOT_PREACT,
        NOT_SERVER_RENDERER,
      ),
    },
  },
  {
    files: ['apps/web/src/entry-server.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict(NOT_API, NOT_SONNER, NOT_RAW_RESOLVER, NOT_PREACT),
    },
  },
  ...WEB_FEATURES.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**`],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict(...WEB_BELOW_APP, NOT_OTHER_FEATURE(feature)),
    },
  })),
  {
    files: ['apps/web/src/**'],
    ignores: ['apps/web/src/lib/query-keys/**'],
    rules: { 'no-restricted-syntax': ['error', NO_FOCUSED_TESTS, ...NO_LITERAL_QUERY_KEYS] },
  },
  {
    files: ['apps/web/src/**'],
    ignores: ['apps/web/src/lib/query-keys/**', 'apps/web/src/lib/intl.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-syntax': ['error', NO_FOCUSED_TESTS, ...NO_LITERAL_QUERY_KEYS, NO_NEW_INTL] },
  },
  {
    files: ['apps/web/src/components/**', 'apps/web/src/lib/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict(...WEB_BELOW_APP, NOT_FEATURES),
    },
  },
  // Only the lazy toast module loads sonner: it stays off the first screen (lib/toast.tsx).
  {
    files: ['apps/web/src/lib/toast.tsx', 'apps/web/src/lib/schema-resolver.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': restrict(NOT_API, NOT_APP, NOT_FEATURES) },
  },
  { files: ['apps/api/**'], rules: { '@typescript-eslint/no-restricted-imports': restrict(NOT_WEB) } },
  {
    files: ['apps/api/src/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict(NOT_WEB, NOT_TEST_SUPPORT),
      'no-restricted-syntax': ['error', NO_FOCUSED_TESTS, NO_LIMIT_PARAMETER],
    },
  },
  {
    files: ['apps/api/src/modules/**/*.routes.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': restrict(NOT_WEB, NOT_TEST_SUPPORT, NO_SQL_IN_ROUTES) },
  },
  {
    files: ['apps/api/src/**/*.repository.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': restrict(NOT_WEB, NOT_TEST_SUPPORT, NO_HTTP_IN_REPOSITORIES) },
  },
  {
    files: ['apps/api/src/modules/**/*.service.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict(NOT_WEB, NOT_TEST_SUPPORT, NO_FOREIGN_REPOSITORY),
      'no-restricted-syntax': ['error', NO_FOCUSED_TESTS, ...NO_INLINE_PERMISSIONS],
    },
  },
  { files: ['e2e/**'], rules: { '@typescript-eslint/no-restricted-imports': restrict(NOT_API_SOURCES) } },
  {
    files: ['**/*.test.ts', '**/test/**'],
    rules: {
      // Test bodies read JSON answers, which are untyped by nature.
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
);
