import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {
  formatTelemetryTable,
  percentile75,
  readTelemetry,
  summarizeTelemetry,
  type EmfRecord,
} from './summary';

const SETS = [
  ['service', 'section'],
  ['service', 'section', 'version'],
  ['service', 'section', 'version', 'route'],
];

/** A record as the telemetry function's Powertools Metrics prints it. */
function record(
  dims: { section: string; version: string; route: string },
  values: Record<string, number | number[]>,
  overrides: Partial<EmfRecord> = {},
): EmfRecord {
  const units: Record<string, string> = {
    CLS: 'None',
    LCP: 'Milliseconds',
    INP: 'Milliseconds',
    TTFB: 'Milliseconds',
  };
  return {
    _aws: {
      Timestamp: 1_764_036_000_000,
      CloudWatchMetrics: [
        {
          Namespace: 'CatsAboutTown/Site',
          Dimensions: SETS,
          Metrics: Object.keys(values).map((Name) => ({ Name, Unit: units[Name] ?? 'Count' })),
        },
      ],
    },
    service: 'site-telemetry',
    ...dims,
    ...values,
    ...overrides,
  };
}

const v1 = { section: 'blogGallery', version: '20261125-031500-ab12cd3', route: '/blog' };
const v2 = { ...v1, version: '20261125-040000-ff00aa1' };

describe('summarizeTelemetry', () => {
  it('counts page views, errors and fallbacks per section and version, across routes', () => {
    const rows = summarizeTelemetry([
      record(v1, { PageView: 1 }),
      record({ ...v1, route: '/gallery' }, { PageView: [1, 1], Error: 1 }),
      record(v1, { Fallback: 1, RemoteLoadFailure: 1 }),
      record(v2, { PageView: 1, ContractRefusal: 1 }),
    ]);

    expect(rows).toEqual([
      {
        section: 'blogGallery',
        version: v1.version,
        pageViews: 3,
        errors: 1,
        fallbacks: 1,
        remoteLoadFailures: 1,
        contractRefusals: 0,
      },
      {
        section: 'blogGallery',
        version: v2.version,
        pageViews: 1,
        errors: 0,
        fallbacks: 0,
        remoteLoadFailures: 0,
        contractRefusals: 1,
      },
    ]);
  });

  it('gives the 75th percentile of each web vital', () => {
    const [row] = summarizeTelemetry([
      record(v1, { LCP: [1000, 2000], CLS: 0.1 }),
      record(v1, { LCP: [3000, 4000], INP: 80, TTFB: 200, CLS: 0.3 }),
    ]);

    expect(row).toMatchObject({ lcpP75: 3000, inpP75: 80, ttfbP75: 200, clsP75: 0.3 });
  });

  it('leaves out records of another service, namespace or without the section-version set', () => {
    const rows = summarizeTelemetry([
      record(v1, { PageView: 1 }, { service: 'cats-about-town-mail' }),
      {
        ...record(v1, { PageView: 1 }),
        _aws: {
          Timestamp: 0,
          CloudWatchMetrics: [
            {
              Namespace: 'Other',
              Dimensions: SETS,
              Metrics: [{ Name: 'PageView', Unit: 'Count' }],
            },
          ],
        },
      },
      {
        ...record(v1, { PageView: 1 }),
        _aws: {
          Timestamp: 0,
          CloudWatchMetrics: [
            {
              Namespace: 'CatsAboutTown/Site',
              Dimensions: [['service']],
              Metrics: [{ Name: 'PageView', Unit: 'Count' }],
            },
          ],
        },
      },
    ]);

    expect(rows).toEqual([]);
  });
});

describe('percentile75', () => {
  it('takes the nearest rank and nothing of an empty list', () => {
    expect(percentile75([4, 1, 3, 2])).toBe(3);
    expect(percentile75([7])).toBe(7);
    expect(percentile75([])).toBeUndefined();
  });
});

describe('readTelemetry', () => {
  it('reads one record a line, skipping a line cut short, and nothing from a missing file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'telemetry-summary-'));
    const file = path.join(dir, 'local.jsonl');
    fs.writeFileSync(
      file,
      `${JSON.stringify(record(v1, { PageView: 1 }))}\n{"not":"emf"}\n${JSON.stringify(record(v2, { Error: 1 }))}\n{"_aws":`,
    );

    expect(readTelemetry(file).map((entry) => entry.version)).toEqual([v1.version, v2.version]);
    expect(readTelemetry(path.join(dir, 'none.jsonl'))).toEqual([]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('formatTelemetryTable', () => {
  it('prints a header and one aligned line per row, with a dash for a vital not measured', () => {
    const table = formatTelemetryTable(
      summarizeTelemetry([record(v1, { PageView: 2, LCP: 1234.4, CLS: 0.01234 })]),
    );

    const [header, line] = table.split('\n');
    expect(header).toMatch(/^section\s+version\s+page views\s+errors\s+fallbacks/);
    expect(line).toMatch(
      /^blogGallery\s+20261125-031500-ab12cd3\s+2\s+0\s+0\s+0\s+0\s+1234\s+-\s+0\.012\s+-$/,
    );
  });
});
