// A remote's page addresses as the edge reads them at run time. The section's pointer publishes
// its release's routes file at `remotes/<section>/routes.json`; the key value store's key
// `<section>.routes` holds the file's paths, sorted, which the edge function answers the
// section's pages from (edge/site-router.js). On AWS the platform's sync function writes the key
// when the object is written; the local stages' store reads the object itself. Either way the
// value is made here, so a page added or removed in a release is served or answered 404 without
// a deploy of the site stack.
import { ROUTES_FILE, sectionRoutesSchema, type SectionRoutes } from 'shared-types';

/** A value of CloudFront's key value store holds at most 1 KB. */
const KEY_VALUE_MAX_BYTES = 1024;

/** The store's key of a section's page paths. */
export function edgeRoutesKey(section: string): string {
  return `${section}${EDGE_ROUTES_KEY_SUFFIX}`;
}

/** What follows the section's name in its key (the edge function's data names it too). */
export const EDGE_ROUTES_KEY_SUFFIX = '.routes';

/** Where a remote's pointer publishes its release's routes file. */
export function publishedRoutesKey(keyPrefix: string): string {
  return `${keyPrefix}/${ROUTES_FILE}`;
}

/** The section a published routes file belongs to (`remotes/forms/routes.json` → `forms`). */
export function sectionOfRoutesKey(key: string): string | undefined {
  return /^remotes\/([a-z-]+)\/routes\.json$/.exec(key)?.[1];
}

/**
 * The key's value from a routes file of `section`: its page paths, sorted. Refuses, saying what
 * is wrong, a file that is not the section's routes file, or paths beyond what one value holds.
 */
export function edgeRoutesValue(text: string, section: string): string[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`The routes file of ${section} is not JSON.`);
  }
  const parsed = sectionRoutesSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `The routes file of ${section} is not a routes file: ${issue?.path.join('.') || 'it'}: ` +
        `${issue?.message ?? 'invalid'}.`,
    );
  }
  if (parsed.data.section !== section) {
    throw new Error(`The routes file under ${section} is ${parsed.data.section}'s.`);
  }
  return edgeRoutePaths(parsed.data);
}

/** The key's value of a section's routes: its page paths, sorted; refuses more than one holds. */
export function edgeRoutePaths({ section, routes }: SectionRoutes): string[] {
  const paths = routes.map((route) => route.path).sort();
  const bytes = Buffer.byteLength(JSON.stringify(paths), 'utf8');
  if (bytes > KEY_VALUE_MAX_BYTES) {
    throw new Error(
      `${section}'s ${paths.length} page addresses take ${bytes} bytes, more than the ` +
        `${KEY_VALUE_MAX_BYTES} one key of the edge's store holds: release fewer or shorter addresses.`,
    );
  }
  return paths;
}
