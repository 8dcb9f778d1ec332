import {
  assertRemoteRunsOnShell,
  assertShellServesRemotes,
  ContractRefusal,
  missingNames,
  type GatedRelease,
} from './contract-gate';

const shell = (version: string, ui: string[]): GatedRelease => ({
  section: 'shell',
  version: '20261124-100000-aaaaaaa',
  contract: { version, provides: { 'shell/ui': ui, 'shell/router': ['Link'] } },
});

const forms = (version: string, ui: string[]): GatedRelease => ({
  section: 'forms',
  version: '20261124-090000-bbbbbbb',
  contract: { version, imports: { 'shell/ui': ui, 'shell/router': ['Link'] } },
});

describe('the contract gate', () => {
  it('names each missing name with its module', () => {
    expect(missingNames({ 'shell/ui': ['Card', 'PageMeta'] }, { 'shell/ui': ['Card'] })).toEqual([
      'shell/ui: PageMeta',
    ]);
  });

  it('refuses a shell that drops a name a deployed remote imports, naming both', () => {
    const refuse = () =>
      assertShellServesRemotes(shell('2.0.0', ['Card']), [forms('2.0.0', ['Card', 'PageMeta'])]);
    expect(refuse).toThrow(ContractRefusal);
    expect(refuse).toThrow(
      'forms 20261124-090000-bbbbbbb (deployed): the shell does not provide shell/ui: PageMeta',
    );
  });

  it('refuses a shell of another major version than a deployed remote was built against', () => {
    expect(() =>
      assertShellServesRemotes(shell('2.0.0', ['Card']), [forms('1.2.0', ['Card'])]),
    ).toThrow('it was built against shell contract 1.2.0, the shell provides 2.0.0');
  });

  it('lets a shell through that provides every name of the same major version', () => {
    expect(() =>
      assertShellServesRemotes(shell('1.3.0', ['Card', 'PageMeta']), [forms('1.2.0', ['Card'])]),
    ).not.toThrow();
  });

  it('refuses a remote that imports what the deployed shell lacks, naming its version', () => {
    expect(() =>
      assertRemoteRunsOnShell(forms('1.3.0', ['Card', 'ReviewStars']), shell('1.2.0', ['Card'])),
    ).toThrow(
      'Refused: forms 20261124-090000-bbbbbbb cannot run on the deployed shell ' +
        '20261124-100000-aaaaaaa: the shell does not provide shell/ui: ReviewStars; nothing was switched.',
    );
  });
});
