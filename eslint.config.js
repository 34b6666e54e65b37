// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import { existsSync, readdirSync } from 'node:fs';
import globals from 'globals';

const featuresDir = new URL('./apps/web/src/features/', import.meta.url);
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
/** One zone per web feature: it may import itself, shared code and contracts, never a sibling. */
const featureZones = features.map((name) => ({
  target: `./apps/web/src/features/${name}`,
  from: './apps/web/src/features',
  except: [`./${name}`],
  message: 'Features do not import each other; lift shared code to components/ or lib/.',
}));

const adminFeaturesDir = new URL('./apps/admin/src/features/', import.meta.url);
const adminFeatureZones = (
  existsSync(adminFeaturesDir)
    ? readdirSync(adminFeaturesDir, { withFileTypes: true }).filter((d) => d.isDirectory())
    : []
).map((d) => ({
  target: `./apps/admin/src/features/${d.name}`,
  from: './apps/admin/src/features',
  except: [`./${d.name}`],
  message: 'Console features do not import each other; lift shared code to components/ or lib/.',
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'screenshots/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', '*.ts', 'bench/*.ts'],
          // Root configs and the benchmarks (eleven files) have no tsconfig of their own.
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 24,
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
        }),
      ],
    },
    rules: {
      curly: ['error', 'multi-line'],
      eqeqeq: ['error', 'smart'],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Fastify plugins and route handlers are async by contract even when they do not await.
      '@typescript-eslint/require-await': 'off',
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-default-export': 'error',
    },
  },
  {
    // Server: a module may import another module's service, never its repo; Drizzle only in db/ and repos.
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules/*/*.repo', '**/modules/*/*.repo.ts'],
              message: 'Import another module’s service, never its repo.',
            },
            {
              group: ['@portal/web/*', '**/apps/web/**'],
              message: 'The server never imports web code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['apps/server/src/modules/**/*.repo.ts', 'apps/server/src/modules/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: 'Drizzle belongs in *.repo.ts and db/.' }],
          patterns: [
            { group: ['drizzle-orm/*'], message: 'Drizzle belongs in *.repo.ts and db/.' },
            {
              group: [
                '**/modules/*/*.repo',
                '**/modules/*/*.repo.ts',
                '../*/*.repo',
                '../*/*.repo.ts',
              ],
              message: 'Import another module’s service, never its repo.',
            },
          ],
        },
      ],
    },
  },
  {
    // Web: shared → features → app, one way; no feature imports another feature.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared code does not import features or the app.',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features do not import the app layer.',
            },
            {
              target: './apps/web/src',
              from: './apps/server',
              message: 'The web never imports server code.',
            },
          ],
        },
      ],
    },
  },
  {
    // Console: the same one-way flow as the web app (shared → features → app), features apart.
    files: ['apps/admin/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...adminFeatureZones,
            {
              target: ['./apps/admin/src/components', './apps/admin/src/lib'],
              from: ['./apps/admin/src/features', './apps/admin/src/app'],
              message: 'Shared code does not import features or the app.',
            },
            {
              target: './apps/admin/src/features',
              from: './apps/admin/src/app',
              message: 'Features do not import the app layer.',
            },
            {
              target: './apps/admin/src',
              from: ['./apps/server', './apps/web'],
              message: 'The console imports neither server nor player-site code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      '**/*.config.{ts,js}',
      'apps/web/src/**/*.page.tsx',
      'apps/web/e2e/**/*.ts',
      'apps/admin/src/**/*.page.tsx',
      'apps/admin/e2e/**/*.ts',
      'apps/admin/e2e-screenshots/**/*.ts',
    ],
    rules: { 'import-x/no-default-export': 'off' },
  },
  {
    // Tests read JSON answers of unknown shape; asserting on them is the point.
    files: [
      '**/*.test.{ts,tsx}',
      '**/e2e/**/*.ts',
      '**/e2e-screenshots/**/*.ts',
      'apps/server/test/**/*.ts',
    ],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: globals.node },
  },
);
