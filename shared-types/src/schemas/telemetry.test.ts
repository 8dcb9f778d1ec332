import { telemetryLimits } from '../telemetry';
import { telemetryBatchSchema } from './telemetry';

const pageView = {
  type: 'PageView',
  section: 'homeTours',
  version: '20261125-031500-ab12cd3',
  route: '/',
};

describe('telemetryBatchSchema', () => {
  it('takes page views, failures and web vitals tagged with section, version and route', () => {
    const result = telemetryBatchSchema.safeParse({
      events: [
        pageView,
        { type: 'LCP', section: 'forms', version: '0.1.0', route: '/contact', value: 1234.5 },
        { type: 'CLS', section: 'forms', version: '0.1.0', route: '/contact', value: 0.02 },
        { type: 'Fallback', section: 'blogGallery', version: 'local', route: '/blog' },
        {
          type: 'RemoteLoadFailure',
          section: 'blogGallery',
          version: 'unknown',
          route: '/gallery',
          error: { name: 'RemoteTimeoutError', message: 'The blogGallery section took too long.' },
        },
      ],
    });
    expect(result.success).toBe(true);
  });

  it('refuses what is not a route path: a query string, a trailing slash, capitals, a long path', () => {
    for (const route of ['/blog?post=hello', '/blog/', '/Blog', 'blog', `/${'a'.repeat(100)}`]) {
      const result = telemetryBatchSchema.safeParse({ events: [{ ...pageView, route }] });
      expect({ route, success: result.success }).toEqual({ route, success: false });
    }
  });

  it("takes a page a remote added after the collector's build", () => {
    const result = telemetryBatchSchema.safeParse({
      events: [{ ...pageView, route: '/gift-cards' }],
    });
    expect(result.success).toBe(true);
  });

  it('refuses a section outside the four and a version with other characters', () => {
    expect(
      telemetryBatchSchema.safeParse({ events: [{ ...pageView, section: 'ads' }] }).success,
    ).toBe(false);
    expect(
      telemetryBatchSchema.safeParse({ events: [{ ...pageView, version: 'a b<script>' }] }).success,
    ).toBe(false);
  });

  it('refuses any field it does not name, so nothing typed in a form can ride along', () => {
    const result = telemetryBatchSchema.safeParse({
      events: [{ ...pageView, email: 'visitor@example.com' }],
    });
    expect(result.success).toBe(false);
  });

  it('refuses an empty batch and one above the event limit', () => {
    expect(telemetryBatchSchema.safeParse({ events: [] }).success).toBe(false);
    const tooMany = Array.from({ length: telemetryLimits.maxEvents + 1 }, () => pageView);
    expect(telemetryBatchSchema.safeParse({ events: tooMany }).success).toBe(false);
  });

  it('refuses a web vital out of range', () => {
    const result = telemetryBatchSchema.safeParse({
      events: [{ ...pageView, type: 'INP', value: -1 }],
    });
    expect(result.success).toBe(false);
  });

  it('scrubs an error message again, whatever the browser sent', () => {
    const result = telemetryBatchSchema.parse({
      events: [
        {
          ...pageView,
          type: 'Error',
          error: { name: 'TypeError', message: 'failed /contact?name=Ann for ann@example.com' },
        },
      ],
    });
    expect(result.events[0]).toMatchObject({
      error: { name: 'TypeError', message: 'failed /contact for [email]' },
    });
  });

  it('refuses an error name that is not an identifier', () => {
    const result = telemetryBatchSchema.safeParse({
      events: [{ ...pageView, type: 'Error', error: { name: 'Ann Smith', message: '' } }],
    });
    expect(result.success).toBe(false);
  });
});
