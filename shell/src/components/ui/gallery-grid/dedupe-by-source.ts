/** Keeps the first image of each source, in order. */
export function dedupeBySource<T extends { src: string }>(images: readonly T[]): T[] {
  const seen = new Set<string>();
  return images.filter((image) => {
    if (seen.has(image.src)) return false;
    seen.add(image.src);
    return true;
  });
}
