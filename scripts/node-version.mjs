// The Node.js the product runs on, from package.json's `engines` (its one statement): an older
// one is refused before anything is built or started, with the line to install named, rather
// than a run that half works (some dependencies need 22).
import { readFileSync } from 'node:fs';

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const [, major, minor] = /^>=(\d+)\.(\d+)$/.exec(engines.node);

/** Why `version` (as `process.version` writes it) cannot run the product, or undefined when it can. */
function nodeVersionProblem(version) {
  const [actualMajor, actualMinor] = version.replace(/^v/, '').split('.').map(Number);
  if (actualMajor > Number(major) || (actualMajor === Number(major) && actualMinor >= Number(minor))) return undefined;
  return (
    `Parking System needs Node.js ${major}.${minor} or later (the LTS lines 22 and 24); this is Node.js ${version}.\n` +
    `Install Node.js 22 (for example \`nvm install 22\`, or from https://nodejs.org), then run \`npm install\` again.`
  );
}

// `node scripts/node-version.mjs [version]`: this Node.js, or the version given, judged.
if (import.meta.url === `file://${process.argv[1]}`) {
  const problem = nodeVersionProblem(process.argv[2] ?? process.version);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
