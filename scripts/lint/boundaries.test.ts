// The package boundaries of eslint.config.mjs, proved on probe files: each direction the site
// forbids is reported, and the federated way in stays allowed. A zone that goes missing from the
// configuration fails here, not silently in review.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(__dirname, '../..');
const eslintBin = path.join(root, 'node_modules/.bin/eslint');

interface LintMessage {
  ruleId: string | null;
  message: string;
}

/** The boundary messages ESLint reports for `code` as if it were the file at `filePath`. */
async function boundaryMessages(filePath: string, code: string): Promise<string[]> {
  const child = promisify(execFile)(
    eslintBin,
    ['--format', 'json', '--stdin', '--stdin-filename', filePath],
    { cwd: root, maxBuffer: 10 * 1024 * 1024 },
  );
  child.child.stdin?.end(code);
  // ESLint exits 1 when it reports an error: its report is still on stdout.
  const { stdout } = await child.catch((error: { stdout?: string }) => ({
    stdout: error.stdout ?? '',
  }));
  const [result] = JSON.parse(stdout) as [{ messages: LintMessage[] }];
  return result.messages
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

jest.setTimeout(120_000);

// The four probes lint at once: each ESLint process takes seconds to load the configuration.
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
} as const;
let reported: Record<keyof typeof probes, string[]>;

beforeAll(async () => {
  const names = Object.keys(probes) as (keyof typeof probes)[];
  const results = await Promise.all(
    names.map((name) => boundaryMessages(probes[name][0], probes[name][1])),
  );
  reported = Object.fromEntries(
    names.map((name, index) => [name, results[index]!]),
  ) as typeof reported;
});

describe('package boundaries', () => {
  it("keep the shell from importing a remote's files", () => {
    expect(reported.shellImportsRemote).toEqual([
      expect.stringContaining("The shell never imports a remote's files"),
    ]);
  });

  it("keep a remote from importing the shell's files", () => {
    expect(reported.remoteImportsShellFile).toEqual([
      expect.stringContaining('A remote reaches the shell only through shell/ui'),
    ]);
  });

  it('keep a remote from importing another remote', () => {
    expect(reported.remoteImportsRemote).toEqual([
      expect.stringContaining('never imports another remote'),
    ]);
  });

  it('let a remote reach the shell through its federated modules', () => {
    expect(reported.remoteImportsShellUi).toEqual([]);
  });
});
