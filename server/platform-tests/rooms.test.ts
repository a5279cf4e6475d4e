import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

/** The rule that refuses `code` as the file at `filePath` would be linted in `npm run check`, if any. */
async function refusalOf(filePath: string, code: string): Promise<string | undefined> {
  const [result] = await new ESLint().lintText(code, { filePath });
  return result!.messages.find((message) => message.ruleId === 'no-restricted-imports')?.message;
}

describe('the server’s rooms, as the lint holds them', () => {
  test('a feature reaches another only through its index, at any depth of its folder', async () => {
    expect(
      await refusalOf('server/features/lanes/planted.ts', "import { openStayOf } from '../gate/gate-lookups';\n"),
    ).toMatch(/only through its index/);
    expect(
      await refusalOf(
        'server/features/lanes/devices/planted.ts',
        "import { openStayOf } from '../../gate/gate-lookups';\n",
      ),
    ).toMatch(/only through its index/);
    expect(
      await refusalOf('server/features/lanes/planted.ts', "import { openStayOf } from '../gate';\n"),
    ).toBeUndefined();
    expect(
      await refusalOf('server/features/lanes/devices/planted.ts', "import { laneEventOf } from '../lane-events';\n"),
    ).toBeUndefined();
  });

  test('core imports no feature, and db neither core nor a feature', async () => {
    expect(await refusalOf('server/core/planted.ts', "import { gateFeature } from '../features/gate';\n")).toMatch(
      /core\/ imports no feature/,
    );
    expect(await refusalOf('server/core/plugins/planted.ts', "import { seedDatabase } from '../../seed';\n")).toMatch(
      /core\/ imports no feature/,
    );
    expect(await refusalOf('server/db/planted.ts', "import { readPage } from '../core/list-page';\n")).toMatch(
      /db\/ imports neither/,
    );
    expect(
      await refusalOf('server/db/embedded/planted.ts', "import { readPage } from '../../core/list-page';\n"),
    ).toMatch(/db\/ imports neither/);
  });

  test('a test may reach inside the code it tests', async () => {
    expect(
      await refusalOf('server/features/lanes/planted.test.ts', "import { openStayOf } from '../gate/gate-lookups';\n"),
    ).toBeUndefined();
  });
});
