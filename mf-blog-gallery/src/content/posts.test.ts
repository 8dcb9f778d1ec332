import { blogCategories } from 'shared-types';

import { parsePostMarkup } from '../lib/post-markup';
import { fanPhotos, tourPhotos } from './gallery-photos';
import { blogPosts } from './posts';

function wordCount(markup: string): number {
  return markup
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .split(/\s+/)
    .filter((word) => /[a-z0-9]/i.test(word)).length;
}

describe('the bundled posts', () => {
  it('each has a body of 400 to 900 words with sections', async () => {
    const bodies = await Promise.all(blogPosts.map((post) => post.loadContent()));
    blogPosts.forEach((post, index) => {
      const words = wordCount(bodies[index]!);
      expect({ id: post.id, inRange: words >= 400 && words <= 900 }).toEqual({
        id: post.id,
        inRange: true,
      });
      expect(parsePostMarkup(bodies[index]!).some((block) => block.type === 'heading')).toBe(true);
    });
  });

  it('loads a different body for each post', async () => {
    const bodies = await Promise.all(blogPosts.map((post) => post.loadContent()));
    expect(new Set(bodies).size).toBe(blogPosts.length);
  });

  it('tells the Jerry Fox story with its date and a picture', async () => {
    const jerryFox = blogPosts.find((post) => post.id === 'jerry-fox-saves-brooklyn-borough-hall');
    const content = (await jerryFox?.loadContent()) ?? '';

    expect(content).toContain('May 22, 1904');
    expect(parsePostMarkup(content).some((block) => block.type === 'image')).toBe(true);
  });

  it('gives every cover a specific alt text and every category at least two posts', () => {
    blogPosts.forEach((post) => expect(post.imageAlt.length).toBeGreaterThan(30));
    blogCategories.forEach((category) =>
      expect(blogPosts.filter((post) => post.category === category).length).toBeGreaterThan(1),
    );
  });
});

describe('the gallery photos', () => {
  it('has 40 tour photos and 21 fan photos, each distinct, with unique ids and alt texts', () => {
    const all = [...tourPhotos, ...fanPhotos];

    expect(tourPhotos).toHaveLength(40);
    expect(fanPhotos).toHaveLength(21);
    expect(new Set(all.map((photo) => photo.src)).size).toBe(all.length);
    expect(new Set(all.map((photo) => photo.id)).size).toBe(all.length);
    expect(new Set(all.map((photo) => photo.alt)).size).toBe(all.length);
  });

  it('names each photo as a file of the remote, by what it shows', () => {
    [...tourPhotos, ...fanPhotos].forEach((photo) => {
      // Unbuilt (as here) the names are relative and carry no hash.
      expect(photo.src).toMatch(/^photos\/[a-z-]+-\d+-\d+\.unbuilt\.svg$/);
    });
  });
});
