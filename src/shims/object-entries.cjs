/* global module */
// node-polyglot (under ra-i18n-polyglot) requires the es-shims `object.entries` polyfill, which
// brings get-intrinsic and a dozen helper packages into the sign-in page (Lighthouse: "legacy
// JavaScript"). Every browser the build targets (ES2022) has Object.entries. CommonJS, like the
// module it stands in for: polyglot calls what `require` returns.
module.exports = Object.entries;
