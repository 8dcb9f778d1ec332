import type { BreadcrumbItem } from 'shared-types';

/** Schema.org BreadcrumbList data for a trail, with each path made absolute against `origin`. */
export function buildBreadcrumbList(items: readonly BreadcrumbItem[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: new URL(item.path, origin).href,
    })),
  };
}

/**
 * JSON for an inline `<script type="application/ld+json">`. '<' is escaped so a value containing
 * `</script>` cannot close the element early.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
