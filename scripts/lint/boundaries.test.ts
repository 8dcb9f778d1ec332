// The package boundaries of eslint.config.mjs, proved on probe files: each direction the site
// forbids is reported, and the federated way in stays allowed. A zone that goes missing from the
// configuration fails here, not silently in review.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(__dirname, '../..');

interface LintMessage {
  ruleId: string | null;
  message: string;
}

/** The rules that draw the boundaries. */
const boundaryRules = new Set([
  'import-x/no-restricted-paths',
  'workspace/no-relative-package-imports',
]);

/**
 * Lints each probe's code as if it were the file at its path, in one ESLint process of its own
 * (the configuration is an ES module, which Jest's CommonJS runtime cannot load), and returns
 * the boundary messages of each.
 */
async function boundaryMessages(
  probes: readonly (readonly [string, string])[],
): Promise<string[][]> {
  const script = `
    const { ESLint } = require('eslint');
    (async () => {
      const eslint = new ESLint({ cwd: process.cwd() });
      const probes = JSON.parse(process.argv[1]);
      const results = [];
      for (const [filePath, code] of probes) {
        const [result] = await eslint.lintText(code, { filePath });
        results.push(result.messages);
      }
      process.stdout.write(JSON.stringify(results));
    })();`;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['-e', script, JSON.stringify(probes)],
    { cwd: root, maxBuffer: 10 * 1024 * 1024 },
  );
  return (JSON.parse(stdout) as LintMessage[][]).map((messages) =>
    messages
      .filter((message) => message.ruleId !== null && boundaryRules.has(message.ruleId))
      .map((message) => message.message),
  );
}

jest.setTimeout(120_000);

const probes = {
  shellImportsRemote: [
    'shell/src/boundary-probe.ts',
    "export { default } from '../../mf-forms/src/features/contact/contact-page';\n",
  ],
  remoteImportsShellFile: [
    'mf-forms/src/boundary-probe.ts',
    "export { Hero } from '../../shell/src/components/ui/hero/hero';\n",
  ],
  remoteImportsRemote: [
    'mf-forms/src/boundary-probe.ts',
    "export { default } from '../../mf-home-tours/src/features/home/home-page';\n",
  ],
  remoteImportsShellUi: ['mf-forms/src/boundary-probe.ts', "export { Hero } from 'shell/ui';\n"],
  releaseImportsCdkApp: [
    'release/src/boundary-probe.ts',
    "export { readStage } from 'infra-cdk/operations';\n",
  ],
  scriptReachesPackageFile: [
    'scripts/boundary-probe.ts',
    "export { readStage } from '../infra-cdk/lib/config/stage';\n",
  ],
  scriptImportsPackageByName: [
    'scripts/boundary-probe.ts',
    "export { sections } from 'release';\n",
  ],
} as const;
let reported: Record<keyof typeof probes, string[]>;

beforeAll(async () => {
  const names = Object.keys(probes) as (keyof typeof probes)[];
  const results = await boundaryMessages(names.map((name) => probes[name]));
  reported = Object.fromEntries(
    names.map((name, index) => [name, results[index]!]),
  ) as typeof reported;
});

describe('package boundaries', () => {
  it("keep the shell from importing a remote's files", () => {
    // The relative path is reported too: the zone's own message is what matters here.
    expect(reported.shellImportsRemote).toContainEqual(
      expect.stringContaining("The shell never imports a remote's files"),
    );
  });

  it("keep a remote from importing the shell's files", () => {
    // The relative path is reported too: the zone's own message is what matters here.
    expect(reported.remoteImportsShellFile).toContainEqual(
      expect.stringContaining('A remote reaches the shell only through shell/ui'),
    );
  });

  it('keep a remote from importing another remote', () => {
    // The relative path is reported too: the zone's own message is what matters here.
    expect(reported.remoteImportsRemote).toContainEqual(
      expect.stringContaining('never imports another remote'),
    );
  });

  it('let a remote reach the shell through its federated modules', () => {
    expect(reported.remoteImportsShellUi).toEqual([]);
  });

  it('keep the release package to shared-types and site-rules', () => {
    expect(reported.releaseImportsCdkApp).toEqual([
      expect.stringContaining(
        'The release model and pipeline build on shared-types and site-rules',
      ),
    ]);
  });

  it("keep a script from reaching a package's files by a relative path", () => {
    expect(reported.scriptReachesPackageFile).toEqual([
      expect.stringContaining('is a file of the package "infra-cdk": import it by its name'),
    ]);
  });

  it('let a script import a package by its name', () => {
    expect(reported.scriptImportsPackageByName).toEqual([]);
  });
});
