import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');

/** Runs `npm run lint:workflows` on a folder of workflows. */
function lint(dir: string) {
  const result = spawnSync('npx', ['tsx', 'scripts/workflows/lint-workflows.mts', dir], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

test("refuses a workflow GitHub's schema refuses, naming the file, line and problem", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'workflows-'));
  for (const file of ['shell', 'home-tours', 'blog-gallery', 'forms']) {
    fs.copyFileSync(
      path.join(repoRoot, '.github/workflows', `${file}.yml`),
      path.join(dir, `${file}.yml`),
    );
  }
  fs.writeFileSync(
    path.join(dir, 'broken.yml'),
    [
      'name: broken',
      'on:',
      '  push:',
      "    pathz: ['a/**']",
      'jobs:',
      '  test:',
      '    steps:',
      '      - run: echo hi',
      '',
    ].join('\n'),
  );
  const { status, output } = lint(dir);
  expect(status).toBe(1);
  expect(output).toContain("broken.yml (Line: 4, Col: 5): Unexpected value 'pathz'");
  expect(output).toContain('broken.yml (Line: 7, Col: 5): Required property is missing: runs-on');
  expect(output).not.toContain('forms.yml');
}, 60_000);
