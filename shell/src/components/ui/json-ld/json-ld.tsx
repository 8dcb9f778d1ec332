/** Serialises structured data so that no visitor-visible text can close the script element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** A JSON-LD data block (not executed, so the no-inline-script CSP does not apply to it). */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      // Data blocks are not parsed as HTML; the serializer escapes '<' so none can break out.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
