import { sectionOf } from './sections';

describe('sectionOf', () => {
  it('takes a remote by its folder, package or federation name', () => {
    expect(sectionOf('blog-gallery')).toBe('blogGallery');
    expect(sectionOf('mf-forms')).toBe('forms');
    expect(sectionOf('homeTours')).toBe('homeTours');
    expect(sectionOf('shell')).toBe('shell');
  });

  it('lists the sections when given another name', () => {
    expect(() => sectionOf('news')).toThrow(
      'Unknown section "news"; expected one of shell, home-tours, blog-gallery, forms.',
    );
  });
});
