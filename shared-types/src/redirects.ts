// Legacy URLs and where they now live: the table the shell's router, the local server
// (`resolveRedirect` in site-rules) and the CloudFront function (release/src/edge/) redirect by.

/** One legacy path and where it now lives. */
export interface RedirectRule {
  from: string;
  to: string;
}

/** Every fixed redirect, one row per legacy path. */
export const redirectTable: readonly RedirectRule[] = [
  { from: '/sitemap.html', to: '/sitemap' },
  { from: '/financial-district-cat-tour', to: '/tours/financial-district' },
  { from: '/financial-district', to: '/tours/financial-district' },
  { from: '/brooklyn-heights-cat-tour', to: '/tours/brooklyn-heights' },
  { from: '/brooklyn-heights', to: '/tours/brooklyn-heights' },
  { from: '/brooklyn', to: '/tours/brooklyn-heights' },
  { from: '/lower-east-side-cat-tour', to: '/tours/lower-east-side' },
  { from: '/lower-east-side', to: '/tours/lower-east-side' },
  { from: '/private-cat-tours', to: '/tours/private-tours' },
  { from: '/private-tours', to: '/tours/private-tours' },
  { from: '/tour', to: '/tours' },
  { from: '/cat-tours', to: '/tours' },
  { from: '/tourinfo', to: '/tours' },
  { from: '/cat-tour', to: '/tours' },
  { from: '/cats', to: '/' },
  { from: '/index.html', to: '/' },
  { from: '/index.php', to: '/' },
  { from: '/home', to: '/' },
  { from: '/about-us', to: '/about' },
  { from: '/about-peggy', to: '/about' },
  { from: '/about.html', to: '/about' },
  { from: '/contactus', to: '/contact' },
  { from: '/contact-us', to: '/contact' },
  { from: '/contact.html', to: '/contact' },
  { from: '/book', to: '/booking' },
  { from: '/book-a-tour', to: '/booking' },
  { from: '/book-tour', to: '/booking' },
  { from: '/reserve', to: '/booking' },
  { from: '/reservation', to: '/booking' },
  { from: '/press', to: '/press-kit' },
  { from: '/media', to: '/press-kit' },
  { from: '/news', to: '/in-the-news' },
  { from: '/media-coverage', to: '/in-the-news' },
  { from: '/photo', to: '/gallery' },
  { from: '/photos', to: '/gallery' },
  { from: '/image', to: '/gallery' },
  { from: '/images', to: '/gallery' },
  { from: '/gallery.html', to: '/gallery' },
  { from: '/articles', to: '/blog' },
  { from: '/stories', to: '/blog' },
  { from: '/post', to: '/blog' },
  { from: '/posts', to: '/blog' },
  { from: '/blog.html', to: '/blog' },
];

/** Legacy blog post URLs `/blog/{id}` move to `/blog?post={id}`. */
export const BLOG_POST_REDIRECT_PREFIX = '/blog/';
