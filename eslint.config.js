import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SERVER_PATTERNS = [
  { group: ['**/src/**', 'react', 'react-admin', '@mui/*'], message: 'The server imports nothing of the browser app.' },
];
const FEATURE_ROOM = 'A feature reaches another only through its index.ts.';
const CORE_ROOM = 'core/ imports no feature: every feature builds on core/, never the other way.';
const DB_ROOM = 'db/ imports neither core/ nor a feature.';

/**
 * For the files of each feature, at each depth of its folder: an import that climbs out of the
 * feature into another one's folder and goes on to a file there, instead of stopping at its index.
 */
function featureBoundaries() {
  const features = readdirSync(join(import.meta.dirname, 'server/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return features.flatMap((feature) =>
    [1, 2, 3].map((depth) => ({
      files: [`server/features/${feature}/${'*/'.repeat(depth - 1)}*.ts`],
      ignores: ['**/*.test.ts'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              ...SERVER_PATTERNS,
              { regex: `^${'\\.\\./'.repeat(depth)}(?!${feature}/)[^./][^/]*/.`, message: FEATURE_ROOM },
            ],
          },
        ],
      },
    })),
  );
}

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'data', 'node_modules', 'server/db/migrations', 'coverage', 'bench/results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.mjs'], languageOptions: { globals: globals.node } },
  { files: ['.dependency-cruiser.cjs'], languageOptions: { globals: globals.node, sourceType: 'commonjs' } },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '../server/*',
            '../src/*',
            '../../server/*',
            '../../src/*',
            'react',
            'node:*',
            'fastify',
            'drizzle-orm*',
          ],
        },
      ],
    },
  },
  // The hooks' rules compile each file as React's compiler would, most of the lint's time: only
  // the browser app has components and hooks.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/server/**', 'node:*', 'fastify*', 'drizzle-orm*'] }] },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: SERVER_PATTERNS }] },
  },
  // The server's rooms (docs/architecture.md): db/ imports neither core/ nor a feature, core/
  // imports no feature, and a feature reaches another only through its index.ts. Tests may reach
  // inside the code they test.
  {
    files: ['server/db/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...SERVER_PATTERNS, { regex: '^(\\.\\./)+(core|features|seed)(/|$)', message: DB_ROOM }] },
      ],
    },
  },
  {
    files: ['server/core/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...SERVER_PATTERNS, { regex: '^(\\.\\./)+(features|seed)(/|$)', message: CORE_ROOM }] },
      ],
    },
  },
  ...featureBoundaries(),
);
