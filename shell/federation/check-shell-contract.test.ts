import { SHELL_CONTRACT_VERSION } from '../src/app/shell-contract';
import { settled } from '../src/lib/settled.test-support';
import checkShellContract, {
  CONTRACT_RELOADS_KEY,
  INCOMPATIBLE_REMOTE_EVENT,
} from './check-shell-contract';

type SnapshotArgs = Parameters<
  NonNullable<ReturnType<typeof checkShellContract>['loadRemoteSnapshot']>
>[0];

const [major, minor] = SHELL_CONTRACT_VERSION.split('.').map(Number) as [number, number];
const snapshot = (requiredVersion: string, name = 'forms') =>
  ({
    moduleInfo: { name, entry: `/remotes/${name}/mf-manifest.json` },
    manifestJson: { shared: [{ name: 'shell/ui', requiredVersion }] },
  }) as unknown as SnapshotArgs;

describe('the check of a remote against the shell contract', () => {
  const reloadPage = jest.fn();
  const loadRemoteSnapshot = checkShellContract(reloadPage).loadRemoteSnapshot!;

  beforeEach(() => {
    window.gtag = jest.fn();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    delete window.gtag;
    sessionStorage.clear();
    reloadPage.mockReset();
    jest.restoreAllMocks();
  });

  it('lets a remote built against the same major version and no newer minor one through', () => {
    for (const version of [`^${major}.0.0`, `^${major}.${minor}.0`, `^${major}.${minor}.9`]) {
      const args = snapshot(version);
      expect(loadRemoteSnapshot(args)).toBe(args);
    }
    expect(window.gtag).not.toHaveBeenCalled();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('loads the page again the first time a remote needs a newer shell, and waits for it to go', async () => {
    const required = `^${major}.${minor + 1}.0`;
    const waiting = loadRemoteSnapshot(snapshot(required));

    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(await settled(waiting)).toBe(false);
    expect(console.error).toHaveBeenCalledWith(
      `The forms section was built for shell contract ${required}, but this shell provides ` +
        `${SHELL_CONTRACT_VERSION}; it is not loaded. Loading the page again.`,
    );
    expect(window.gtag).toHaveBeenCalledWith('event', INCOMPATIBLE_REMOTE_EVENT, {
      remote: 'forms',
      required,
      provided: SHELL_CONTRACT_VERSION,
    });
    expect(sessionStorage.getItem(CONTRACT_RELOADS_KEY)).toBe(
      `forms ${required} ${SHELL_CONTRACT_VERSION}`,
    );
  });

  it('refuses the same remote once the page has been loaded again for it, and logs and reports it', () => {
    const required = `^${major + 1}.0.0`;
    void loadRemoteSnapshot(snapshot(required));
    expect(reloadPage).toHaveBeenCalledTimes(1);

    expect(() => loadRemoteSnapshot(snapshot(required))).toThrow(
      `The forms section was built for shell contract ${required}, but this shell provides ${SHELL_CONTRACT_VERSION}; it is not loaded.`,
    );
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(window.gtag).toHaveBeenCalledTimes(2);
  });

  it('loads the page again once for each refused remote', () => {
    const required = `^${major}.${minor + 1}.0`;
    void loadRemoteSnapshot(snapshot(required, 'forms'));
    void loadRemoteSnapshot(snapshot(required, 'blogGallery'));
    expect(reloadPage).toHaveBeenCalledTimes(2);
    expect(() => loadRemoteSnapshot(snapshot(required, 'blogGallery'))).toThrow();
  });

  it('reloads nothing where session storage cannot remember it, and refuses at once', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('The quota has been exceeded.');
    });
    expect(() => loadRemoteSnapshot(snapshot(`^${major}.${minor + 1}.0`))).toThrow(
      'it is not loaded.',
    );
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
