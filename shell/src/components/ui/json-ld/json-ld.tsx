import { useStructuredDataWritable } from './structured-data-timing';

/** Serialises structured data so that no visitor-visible text can close the script element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * A JSON-LD data block (not executed, so the no-inline-script CSP does not apply to it). `data`
 * is the block's value, or a function computing it, called only when the block is written: data
 * that costs time to compute (the next departure needs New York's time zone) then costs nothing
 * while a prerendered page hydrates.
 */
export function JsonLd({ data }: { data: unknown }) {
  // A prerendered page's data has site-relative URLs (the build knows no origin) and dates from
  // the day of the build. Hydration keeps markup as it is, so the block is kept while React
  // hydrates and replaced afterwards, when the page is idle (./structured-data-timing).
  const writable = useStructuredDataWritable();
  const prerendering = typeof window === 'undefined';
  if (!writable && !prerendering) {
    return (
      <script
        key="prerendered"
        type="application/ld+json"
        // React does not compare markup set this way while hydrating: the block stays as it is.
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: '' }}
      />
    );
  }
  const value: unknown = typeof data === 'function' ? (data as () => unknown)() : data;
  return (
    <script
      // In the browser this block replaces the prerendered one (a new key, a new element).
      key="live"
      type="application/ld+json"
      // Data blocks are not parsed as HTML; the serializer escapes '<' so none can break out.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(value) }}
    />
  );
}
