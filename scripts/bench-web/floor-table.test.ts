import { federationCost, floorTable, type FloorBuild } from './floor-table';

const single: FloorBuild = { label: 'single bundle', hostEntryBytes: 1024 };
const enhanced: FloorBuild = {
  label: 'enhanced',
  hostEntryBytes: 25 * 1024,
  remoteEntryBytes: 7 * 1024,
};
const native: FloorBuild = {
  label: 'native',
  hostEntryBytes: 4 * 1024,
  remoteEntryBytes: 3 * 1024,
};

describe('federationCost', () => {
  it("is the host entry's excess over the single bundle's, plus the remote entry", () => {
    expect(federationCost(single, enhanced)).toBe(31 * 1024);
    expect(federationCost(single, native)).toBe(6 * 1024);
  });

  it('is nothing for the single bundle itself', () => {
    expect(federationCost(single, single)).toBe(0);
  });
});

describe('floorTable', () => {
  const lines = floorTable(single, [enhanced, native]).split('\n');

  it('has a header, a separator, the single bundle and one row per federated build', () => {
    expect(lines).toHaveLength(5 + 1);
    expect(lines[0]).toContain('single bundle needed for ratio ≤ 1.15 (KB)');
    expect(lines[2]).toBe('| single bundle | 1.0 | – | – | – |');
  });

  it('gives, per build, the smallest single bundle whose 15 % would cover the cost', () => {
    // 31 KB ÷ 0.15 = 206.7 KB; 6 KB ÷ 0.15 = 40 KB.
    expect(lines[3]).toBe('| enhanced | 25.0 | 7.0 | 31.0 | 206.7 |');
    expect(lines[4]).toBe('| native | 4.0 | 3.0 | 6.0 | 40.0 |');
  });
});
