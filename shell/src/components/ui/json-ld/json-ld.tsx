import { useHydrated } from '../../../lib/use-hydrated';

/** Serialises structured data so that no visitor-visible text can close the script element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** A JSON-LD data block (not executed, so the no-inline-script CSP does not apply to it). */
export function JsonLd({ data }: { data: unknown }) {
  // A prerendered page's data has site-relative URLs (the build knows no origin). Hydration
  // keeps markup as it is, so the block is replaced once hydrated, with the page's origin.
  const hydrated = useHydrated();
  return (
    <script
      key={hydrated ? 'live' : 'prerendered'}
      type="application/ld+json"
      // Data blocks are not parsed as HTML; the serializer escapes '<' so none can break out.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
