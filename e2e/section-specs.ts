import { sectionOf, type Section } from 'release';

/**
 * Each section's own end-to-end specs: what its team runs against the composed staging site
 * before its release goes to prod (`npm run e2e:stage`), as well as in every local run.
 */
const sectionSpecs: Record<Section, readonly string[]> = {
  shell: ['**/shell-chrome.spec.ts', '**/booking.spec.ts'],
  homeTours: ['**/home-tours.spec.ts', '**/tour-pages.spec.ts'],
  blogGallery: ['**/blog-gallery.spec.ts'],
  forms: ['**/forms.spec.ts'],
};

/**
 * The specs of the section `name` stands for (`shell`, a remote's folder or package name); an
 * unknown name is refused with the names there are.
 */
export function specsOf(name: string | undefined): readonly string[] {
  return sectionSpecs[sectionOf(name)];
}
