// The server's import rules (.dependency-cruiser.cjs: no circle, no feature deep-imported by
// another, core and db importing no feature), checked by dependency-cruiser through its API. Its
// command line refuses any Node.js before 22 outright, and `npm run check` is also run by tools
// on machines whose own Node.js is older than the product's; the API does the same cruise there.
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';

const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs');
const result = await cruise(['server'], { ...options, outputType: 'err' });
process.stdout.write(result.output);
process.exit(result.exitCode);
