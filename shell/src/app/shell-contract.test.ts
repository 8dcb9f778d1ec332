import { isCompatibleContract, requiredContractOf, SHELL_CONTRACT_VERSION } from './shell-contract';

const manifest = (requiredVersion: unknown) => ({
  shared: [
    { name: 'react', requiredVersion: '^19.2.0' },
    { name: 'shell/ui', requiredVersion },
  ],
});

describe('the shell contract at run time', () => {
  it("reads the contract a remote's manifest requires of the shell's modules", () => {
    expect(requiredContractOf(manifest('^1.2.0'))).toBe('^1.2.0');
    expect(requiredContractOf({ shared: [{ name: 'react', requiredVersion: '^19.2.0' }] })).toBe(
      undefined,
    );
    expect(requiredContractOf('not a manifest')).toBe(undefined);
  });

  it('accepts a remote built against the same major version and no newer minor one', () => {
    expect(isCompatibleContract('^1.0.0', '1.4.0')).toBe(true);
    expect(isCompatibleContract('^1.4.0', '1.4.0')).toBe(true);
    expect(isCompatibleContract('^1.4.2', '1.4.0')).toBe(true);
    expect(isCompatibleContract('^1.5.0', '1.4.0')).toBe(false);
    expect(isCompatibleContract('^2.0.0', '1.4.0')).toBe(false);
    expect(isCompatibleContract('^1.0.0', '2.0.0')).toBe(false);
    expect(isCompatibleContract('not a version', '1.4.0')).toBe(false);
  });

  it('accepts a remote built before the contract was versioned while the contract is 1.x', () => {
    expect(isCompatibleContract('^0.1.0', '1.3.0')).toBe(true);
    expect(isCompatibleContract('^0.1.0', '2.0.0')).toBe(false);
  });

  it('accepts a remote that uses none of the shell modules', () => {
    expect(isCompatibleContract(undefined, SHELL_CONTRACT_VERSION)).toBe(true);
  });
});
