/**
 * The server's modules import one another without a circle: a circle is how a feature ends up
 * needing another that needs it back, so that neither can be read, tested or moved alone. Type-only
 * imports count too. Run by npm run check (scripts/check.mjs); the rooms' other rules (which room
 * may import which, and a feature only through its index.ts) are ESLint's (eslint.config.js).
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A module reaches itself again through its imports.',
      from: { path: '^server/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^server/db/migrations/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
