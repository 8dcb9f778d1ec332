import type { BlogPostMeta } from 'shared-types';

import { postImages } from './post-images';

/**
 * A bundled post: its metadata, the alt text of its cover (which `BlogPost` in shared-types
 * lacks), and its body's loader. Each body is a chunk of its own, so the list and the site map
 * download none of them, and an open post downloads only its own.
 */
export type BlogPostEntry = BlogPostMeta & {
  imageAlt: string;
  loadContent: () => Promise<string>;
};

/**
 * A post's body: `post-bodies/<post id>.ts`, a chunk of its own (webpack makes one per module of
 * the folder), fetched the first time the post opens.
 */
function loadPostBody(id: string): Promise<string> {
  return import(`./post-bodies/${id}.ts`).then((module: { body: string }) => module.body);
}

// 12 posts dated 2025-01-05 to 2025-01-19, read times 4 to 8 minutes, all four
// categories used. Each body lives in its own module under post-bodies/, loaded on demand.
const posts: readonly Omit<BlogPostEntry, 'loadContent'>[] = [
  {
    id: 'working-cats-of-old-new-york',
    title: 'The Working Cats of Old New York',
    excerpt:
      'Long before they were pets, New York’s cats had jobs: guarding grain on the docks, patrolling warehouses and keeping ships’ holds free of rats.',
    author: 'Historian Team',
    date: '2025-01-05',
    image: postImages.history.src,
    imageAlt: postImages.history.alt,
    tags: ['working cats', 'waterfront', 'nineteenth century'],
    category: 'History',
    readTime: 6,
  },
  {
    id: 'brooklyn-heights-cats-along-the-promenade',
    title: 'Brooklyn Heights: Cats Along the Promenade',
    excerpt:
      'Brownstone stoops, carriage houses and quiet lanes: a walk through the neighborhood where some of Brooklyn’s best-loved cats made their homes.',
    author: 'Guide Team',
    date: '2025-01-06',
    image: postImages.neighborhoods.src,
    imageAlt: postImages.neighborhoods.alt,
    tags: ['Brooklyn Heights', 'brownstones', 'walking routes'],
    category: 'Neighborhoods',
    readTime: 5,
  },
  {
    id: 'jerry-fox-saves-brooklyn-borough-hall',
    title: 'Jerry Fox: The Blind Cat Who Saved Brooklyn Borough Hall',
    excerpt:
      'On May 22, 1904, fire broke out at Brooklyn Borough Hall, and a blind cat named Jerry Fox is credited with raising the alarm. This is his story.',
    author: 'Historian Team',
    date: '2025-01-07',
    image: postImages.jerryFox.src,
    imageAlt: postImages.jerryFox.alt,
    tags: ['Jerry Fox', 'Borough Hall', 'fire of 1904', 'Brooklyn'],
    category: 'History',
    readTime: 7,
  },
  {
    id: 'bodega-cats-new-yorks-shopkeepers',
    title: 'Bodega Cats: New York’s Most Famous Shopkeepers',
    excerpt:
      'Why does nearly every corner store have a cat behind the counter? A short history of the city’s bodega cats and the customers who adore them.',
    author: 'Guide Team',
    date: '2025-01-08',
    image: postImages.bodega.src,
    imageAlt: postImages.bodega.alt,
    tags: ['bodega cats', 'corner stores', 'city life'],
    category: 'Cat Culture',
    readTime: 4,
  },
  {
    id: 'what-to-expect-on-your-first-cat-history-tour',
    title: 'What to Expect on Your First Cat-History Walking Tour',
    excerpt:
      'Comfortable shoes, a curious mind and a love of stories: everything you need to know before you join a guide for a walk through feline history.',
    author: 'Guide Team',
    date: '2025-01-09',
    image: postImages.tours.src,
    imageAlt: postImages.tours.alt,
    tags: ['first tour', 'tips', 'what to bring'],
    category: 'Tours',
    readTime: 4,
  },
  {
    id: 'financial-district-felines',
    title: 'Financial District Felines: Cats of the Old Waterfront',
    excerpt:
      'Between the counting houses and the wharves of Lower Manhattan, cats were part of the city’s commerce from the colonial era onward.',
    author: 'Historian Team',
    date: '2025-01-11',
    image: postImages.harbor.src,
    imageAlt: postImages.harbor.alt,
    tags: ['Financial District', 'Lower Manhattan', 'waterfront'],
    category: 'Neighborhoods',
    readTime: 6,
  },
  {
    id: 'post-office-cats-of-manhattan',
    title: 'Post Office Cats: The Official Mousers of Manhattan',
    excerpt:
      'For decades the city’s post offices kept cats to protect the mail from mice, and some of those cats became minor celebrities.',
    author: 'Historian Team',
    date: '2025-01-12',
    image: postImages.postOffice.src,
    imageAlt: postImages.postOffice.alt,
    tags: ['post office', 'working cats', 'public service'],
    category: 'History',
    readTime: 5,
  },
  {
    id: 'cats-in-print-gotham-newspapers',
    title: 'Cats in Print: How Gotham’s Newspapers Covered Their Cats',
    excerpt:
      'Lost cats, heroic cats and cats who rode the ferries: the stories New York’s newspapers told about the city’s felines, and what they reveal about the times.',
    author: 'Historian Team',
    date: '2025-01-13',
    image: postImages.newspaper.src,
    imageAlt: postImages.newspaper.alt,
    tags: ['newspapers', 'archives', 'research'],
    category: 'Cat Culture',
    readTime: 6,
  },
  {
    id: 'lower-east-side-tenement-cats',
    title: 'Lower East Side Tenement Cats and the Families Who Kept Them',
    excerpt:
      'In crowded tenements and busy backyards, cats were companions, pest control and part of immigrant family life on the Lower East Side.',
    author: 'Guide Team',
    date: '2025-01-14',
    image: postImages.tenement.src,
    imageAlt: postImages.tenement.alt,
    tags: ['Lower East Side', 'tenements', 'immigrant history'],
    category: 'Neighborhoods',
    readTime: 7,
  },
  {
    id: 'planning-a-private-cat-history-tour',
    title: 'Planning a Private Cat-History Tour for Your Group',
    excerpt:
      'Birthdays, team outings and cat clubs: how private tours work, how far ahead to book and how to choose the right neighborhood for your group.',
    author: 'Guide Team',
    date: '2025-01-15',
    image: postImages.tours.src,
    imageAlt: postImages.tours.alt,
    tags: ['private tours', 'groups', 'planning'],
    category: 'Tours',
    readTime: 5,
  },
  {
    id: 'ships-cats-of-new-york-harbor',
    title: 'The Ships’ Cats of New York Harbor',
    excerpt:
      'Every sailing ship that docked in New York carried a cat or two. Follow them ashore, from the South Street piers to the city’s waterfront taverns.',
    author: 'Historian Team',
    date: '2025-01-17',
    image: postImages.harbor.src,
    imageAlt: postImages.harbor.alt,
    tags: ['ships’ cats', 'harbor', 'South Street'],
    category: 'Cat Culture',
    readTime: 8,
  },
  {
    id: 'winter-walking-tours-cat-history',
    title: 'Winter Walking Tours: Enjoying Cat History in the Cold',
    excerpt:
      'Short days and crisp air make winter a fine season for a history walk. How to dress, what to expect and which stories suit the season.',
    author: 'Guide Team',
    date: '2025-01-19',
    image: postImages.winter.src,
    imageAlt: postImages.winter.alt,
    tags: ['winter', 'tips', 'seasonal'],
    category: 'Tours',
    readTime: 4,
  },
];

/** The bundled blog posts, oldest first. */
export const blogPosts: readonly BlogPostEntry[] = posts.map((post) => ({
  ...post,
  loadContent: () => loadPostBody(post.id),
}));
