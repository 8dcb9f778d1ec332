import { blogCategories, heroHeightValues } from './entities';

test('the blog has the four categories of the spec', () => {
  expect(blogCategories).toEqual(['History', 'Cat Culture', 'Tours', 'Neighborhoods']);
});

test('hero heights map to viewport heights', () => {
  expect(heroHeightValues).toEqual({
    full: '100vh',
    large: '80vh',
    medium: '60vh',
    default: '40vh',
  });
});
