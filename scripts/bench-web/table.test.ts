import { hydrationOf, type LighthouseResult, type VisitMetrics } from './run-lighthouse';
import { median, ratio, spread } from './stats';
import { benchTable } from './table';

function visit(overrides: Partial<VisitMetrics>): VisitMetrics {
  return {
    score: 100,
    lcpMs: 1000,
    tbtMs: 0,
    cls: 0,
    requests: 10,
    jsBytes: 100 * 1024,
    ...overrides,
  };
}

describe('median', () => {
  it('takes the middle value of an odd count, in any order', () => {
    expect(median([404, 30, 227, 193, 284])).toBe(227);
  });

  it('takes the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('refuses an empty list', () => {
    expect(() => median([])).toThrow('median of an empty list');
  });
});

describe('spread', () => {
  it('writes the lowest and the highest value, rounded', () => {
    expect(spread([193.4, 404.6, 30.2])).toBe('30–405');
  });

  it('refuses an empty list', () => {
    expect(() => spread([])).toThrow('spread of an empty list');
  });
});

describe('ratio', () => {
  it('divides the federated figure by the baseline, to two decimals', () => {
    expect(ratio(177.3, 135.8)).toBe('1.31');
  });

  it('is 1.00 when both are zero, and has no value over a zero baseline', () => {
    expect(ratio(0, 0)).toBe('1.00');
    expect(ratio(5, 0)).toBe('—');
  });
});

describe('benchTable', () => {
  const table = benchTable(
    {
      '/': {
        federated: [
          visit({ score: 96, lcpMs: 1100, tbtMs: 404, jsBytes: 180 * 1024, requests: 38 }),
          visit({ score: 99, lcpMs: 1000, tbtMs: 30, jsBytes: 180 * 1024, requests: 38 }),
          visit({ score: 97, lcpMs: 1050, tbtMs: 227, jsBytes: 180 * 1024, requests: 38 }),
        ],
        single: [
          visit({ score: 100, lcpMs: 1000, tbtMs: 40, jsBytes: 120 * 1024, requests: 29 }),
          visit({ score: 92, lcpMs: 1200, tbtMs: 850, jsBytes: 120 * 1024, requests: 29 }),
          visit({
            score: 98,
            lcpMs: 1100,
            tbtMs: 166,
            cls: 0.02,
            jsBytes: 120 * 1024,
            requests: 29,
          }),
        ],
      },
    },
    3,
    {
      '/': [
        { fcpToHydratedMs: 2480.4, jsBeforeInteractiveBytes: 150 * 1024 },
        { fcpToHydratedMs: 1900.2, jsBeforeInteractiveBytes: 151 * 1024 },
        { fcpToHydratedMs: 3100.7, jsBeforeInteractiveBytes: 150 * 1024 },
      ],
    },
  );

  it('says how many runs its medians come from', () => {
    expect(table.split('\n')[0]).toMatch(/^Medians of 3 Lighthouse runs per build/);
  });

  it('gives per route the medians of both builds, the TBT range and the ratios', () => {
    const lines = table.split('\n');
    expect(lines[2]).toBe(
      '| route | score | LCP ms | TBT ms | TBT min–max | CLS | requests | JS KB (gzip) | LCP ratio | TBT ratio | JS ratio | FCP→hydrated ms | JS before interactive KB |',
    );
    expect(lines[4]).toBe(
      '| / | 97 / 98 | 1050 / 1100 | 227 / 166 | 30–404 / 40–850 | 0.000 / 0.000 | 38 / 29 | 180.0 / 120.0 | 0.95 | 1.37 | 1.50 | 2480 (1900–3101) | 150.0 |',
    );
  });
});

describe('benchTable with a build from before', () => {
  const table = benchTable(
    {
      '/': {
        before: [visit({ tbtMs: 300, jsBytes: 176 * 1024 }), visit({ tbtMs: 250 })],
        federated: [visit({ tbtMs: 120, jsBytes: 176 * 1024 }), visit({ tbtMs: 100 })],
        single: [visit({ tbtMs: 40 }), visit({ tbtMs: 60 })],
      },
    },
    2,
    { '/': [{ fcpToHydratedMs: 2400, jsBeforeInteractiveBytes: 170 * 1024 }] },
    {
      label: 'main (2ea378e)',
      hydration: { '/': [{ fcpToHydratedMs: 4800.4, jsBeforeInteractiveBytes: 170 * 1024 }] },
    },
  );

  it('says which ref the first figure of each cell comes from', () => {
    expect(table.split('\n')[0]).toContain('Cells: before (main (2ea378e)) → now / single-bundle');
  });

  it('writes each figure before → now / single-bundle, and the hydration before → now', () => {
    expect(table.split('\n')[4]).toBe(
      '| / | 100 → 100 / 100 | 1000 → 1000 / 1000 | 275 → 110 / 50 | 250–300 → 100–120 / 40–60 | 0.000 → 0.000 / 0.000 | 10 → 10 / 10 | 138.0 → 138.0 / 100.0 | 1.00 | 2.20 | 1.38 | 4800 (4800–4800) → 2400 (2400–2400) | 170.0 → 170.0 |',
    );
  });
});

describe('hydrationOf', () => {
  const lighthouseResult = (marks: object[]): LighthouseResult => ({
    categories: {},
    audits: {
      'first-contentful-paint': { numericValue: 1800 },
      'user-timings': { details: { items: marks } },
      'network-requests': {
        details: {
          items: [
            {
              url: 'http://site/main.js',
              resourceType: 'Script',
              transferSize: 30_000,
              networkEndTime: 2500,
            },
            {
              url: 'http://site/page.js',
              resourceType: 'Script',
              transferSize: 9000,
              networkEndTime: 3900,
            },
            {
              url: 'http://site/sw.js',
              resourceType: 'Script',
              transferSize: 4000,
              networkEndTime: 4100,
            },
            {
              url: 'http://site/hero.svg',
              resourceType: 'Image',
              transferSize: 8000,
              networkEndTime: 900,
            },
            {
              url: 'https://cdn.example/x.js',
              resourceType: 'Script',
              transferSize: 500,
              networkEndTime: 1000,
            },
          ],
        },
      },
    },
  });

  it("times the mark from the first paint and counts the site's scripts that had arrived", () => {
    const result = lighthouseResult([
      { name: 'page-hydrated', timingType: 'Mark', startTime: 4000 },
    ]);
    expect(hydrationOf(result, 'http://site/', 'page-hydrated')).toEqual({
      fcpToHydratedMs: 2200,
      jsBeforeInteractiveBytes: 39_000,
    });
  });

  it('says so when the page never set its mark', () => {
    expect(() => hydrationOf(lighthouseResult([]), 'http://site/', 'page-hydrated')).toThrow(
      'http://site/ never set the mark page-hydrated.',
    );
  });
});
