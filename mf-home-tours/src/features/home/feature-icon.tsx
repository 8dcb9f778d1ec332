import type { FeatureIcon as FeatureIconName } from '../../content/home-features';

// Simple line drawings; decorative, because each card's heading already says what it is.
const drawings: Record<FeatureIconName, string> = {
  historian: 'M8 10h20v28H8zM28 10h12v28H28M12 16h12M12 22h12M12 28h8M36 6l-4 6h8z',
  walk: 'M6 40c8-10 14-4 20-12s6-14 16-20M10 10a4 4 0 1 0 0 .1M38 34a4 4 0 1 0 0 .1',
  group:
    'M14 16a5 5 0 1 0 0-.1M34 16a5 5 0 1 0 0-.1M24 12a5 5 0 1 0 0-.1M6 38c0-8 4-12 8-12s8 4 8 12M26 38c0-8 4-12 8-12s8 4 8 12M16 36c0-8 4-14 8-14s8 6 8 14',
  story: 'M6 38l4-16 18-14 10 4-4 12-18 12zM10 22l12 8M28 8l-8 10M14 34l-4 4',
};

/** The line icon of a home feature card. */
export function FeatureIcon({ name }: { name: FeatureIconName }) {
  return (
    <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
      <path
        d={drawings[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
