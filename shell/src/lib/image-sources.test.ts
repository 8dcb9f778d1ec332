import { responsiveSrcSet, webpVariant } from './image-sources';

describe('webpVariant', () => {
  it.each([
    ['/images/cat.jpg', '/images/cat.webp'],
    ['/images/cat.PNG', '/images/cat.webp'],
    [
      'https://cdn.example.com/a/b/cat.jpeg?w=640#top',
      'https://cdn.example.com/a/b/cat.webp?w=640#top',
    ],
    ['/images/v1.2/cat', '/images/v1.2/cat.webp'],
    ['/images/cat.webp', '/images/cat.webp'],
  ])('turns %s into %s', (src, expected) => {
    expect(webpVariant(src)).toBe(expected);
  });
});

describe('responsiveSrcSet', () => {
  it('offers 320, 640, 768, 1024, 1280 and 1536 pixel widths by default', () => {
    expect(responsiveSrcSet({ srcFor: (w) => `/cat-${w}.jpg` })).toBe(
      '/cat-320.jpg 320w, /cat-640.jpg 640w, /cat-768.jpg 768w, /cat-1024.jpg 1024w, /cat-1280.jpg 1280w, /cat-1536.jpg 1536w',
    );
  });

  it('uses the widths it is given', () => {
    expect(responsiveSrcSet({ widths: [400, 800], srcFor: (w) => `/c?w=${w}` })).toBe(
      '/c?w=400 400w, /c?w=800 800w',
    );
  });
});
