import type { BreadcrumbItem } from 'shared-types';

/** Segments whose label is not their title-cased slug. */
const breadcrumbLabels: Readonly<Record<string, string>> = {
  about: 'About Us',
  contact: 'Contact Us',
  'petition-jerry-fox': 'Jerry Fox Petition',
  'press-kit': 'Press Kit',
  'in-the-news': 'In the News',
  sitemap: 'Site Map',
  'financial-district': 'Financial District Tour',
  'brooklyn-heights': 'Brooklyn Heights Tour',
  'lower-east-side': 'Lower East Side Tour',
  'private-tours': 'Private Tours',
};

const minorWords = new Set(['a', 'an', 'and', 'at', 'for', 'in', 'of', 'on', 'the', 'to']);

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** "lower-east-side" → "Lower East Side"; minor words stay lower case except the first. */
export function titleCaseSegment(segment: string): string {
  return decodeSegment(segment)
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word, index) => {
      const lower = word.toLowerCase();
      if (index > 0 && minorWords.has(lower)) return lower;
      return lower.charAt(0).toUpperCase() + lower.slice(1);
    })
    .join(' ');
}

/** The trail from Home to the page at `pathname`; empty on the home page. */
export function breadcrumbTrail(pathname: string): BreadcrumbItem[] {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return [];
  const items: BreadcrumbItem[] = [{ name: 'Home', path: '/' }];
  segments.forEach((segment, index) => {
    const key = decodeSegment(segment).toLowerCase();
    items.push({
      name: breadcrumbLabels[key] ?? titleCaseSegment(segment),
      path: `/${segments.slice(0, index + 1).join('/')}`,
    });
  });
  return items;
}
