// Which build of a remote a manifest names. The shell's prerender writes it into each page
// (`PRERENDERED_BUILDS_META` in shared-types, docs/decisions/007), the shell compares it with the
// remote it finds deployed, and the release smoke with the remotes a stage serves.

/**
 * A short name for one build of a remote, read from its `mf-manifest.json`: a hash of every
 * content-hashed file the manifest lists, so any change to the remote's code or styles changes it.
 * Undefined for anything that is not a manifest.
 */
export function remoteBuildOf(manifest: unknown): string | undefined {
  if (typeof manifest !== 'object' || manifest === null) return undefined;
  const files = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') {
      if (/\.(?:js|css)$/.test(value)) files.add(value);
    } else if (Array.isArray(value)) {
      value.forEach(collect);
    } else if (typeof value === 'object' && value !== null) {
      Object.values(value).forEach(collect);
    }
  };
  const { exposes, shared } = manifest as { exposes?: unknown; shared?: unknown };
  if (!Array.isArray(exposes)) return undefined;
  collect(exposes);
  collect(shared);
  // FNV-1a (32 bits): a name to compare, not a security measure.
  let hash = 0x811c9dc5;
  for (const char of [...files].sort().join('\n')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
