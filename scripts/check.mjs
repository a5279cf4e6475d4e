// npm run check: the type-check and then the server's import circles (dependency-cruiser) on one
// core while formatting and lint take the other in turn. The
// catalogs' parity (src/i18n) runs with the browser units in npm test. Each command's output is printed whole once it ends; the first failure fails the check.
import { spawn } from 'node:child_process';

const run = (command) =>
  new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      process.stdout.write(`$ ${command}\n${output}`);
      resolve(code ?? 1);
    });
  });

async function inTurn(commands) {
  for (const command of commands) {
    const code = await run(command);
    if (code !== 0) return code;
  }
  return 0;
}

const codes = await Promise.all([
  inTurn(['tsc --noEmit -p .', 'node scripts/import-rules.mjs']),
  inTurn(['prettier --check --cache --log-level warn .', 'eslint --cache .']),
]);
process.exit(codes.find((code) => code !== 0) ?? 0);
