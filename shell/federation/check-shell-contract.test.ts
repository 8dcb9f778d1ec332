import { SHELL_CONTRACT_VERSION } from '../src/app/shell-contract';
import checkShellContract, { INCOMPATIBLE_REMOTE_EVENT } from './check-shell-contract';

type SnapshotArgs = Parameters<
  NonNullable<ReturnType<typeof checkShellContract>['loadRemoteSnapshot']>
>[0];

const major = Number(SHELL_CONTRACT_VERSION.split('.')[0]);
const snapshot = (requiredVersion: string) =>
  ({
    moduleInfo: { name: 'forms', entry: '/remotes/forms/mf-manifest.json' },
    manifestJson: { shared: [{ name: 'shell/ui', requiredVersion }] },
  }) as unknown as SnapshotArgs;

describe('the check of a remote against the shell contract', () => {
  const loadRemoteSnapshot = checkShellContract().loadRemoteSnapshot!;

  beforeEach(() => {
    window.gtag = jest.fn();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    delete window.gtag;
    jest.restoreAllMocks();
  });

  it('lets a remote built against the same major version through', () => {
    const args = snapshot(`^${major}.0.0`);
    expect(loadRemoteSnapshot(args)).toBe(args);
    expect(window.gtag).not.toHaveBeenCalled();
  });

  it('refuses a remote built against another major version, and logs and reports it', () => {
    expect(() => loadRemoteSnapshot(snapshot(`^${major + 1}.0.0`))).toThrow(
      `The forms section was built for shell contract ^${major + 1}.0.0, but this shell provides ${SHELL_CONTRACT_VERSION}; it is not loaded.`,
    );
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('The forms section'));
    expect(window.gtag).toHaveBeenCalledWith('event', INCOMPATIBLE_REMOTE_EVENT, {
      remote: 'forms',
      required: `^${major + 1}.0.0`,
      provided: SHELL_CONTRACT_VERSION,
    });
  });
});
