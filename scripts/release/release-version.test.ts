import { releaseVersion } from './release-version';

test('a version is the UTC time and the commit, and sorts by time', () => {
  const first = releaseVersion(new Date('2026-11-23T10:15:00Z'), 'ab12cd3');
  const later = releaseVersion(new Date('2026-11-23T19:05:09Z'), '0000000');
  expect(first).toBe('20261123-101500-ab12cd3');
  expect([later, first].sort()).toEqual([first, later]);
});
