// A build of the forms package with a page the site has never had, for the release drill: the
// forms team adds `/gift-cards` in a release of its own, with no release of the shell and no
// deploy of the site stack. It is made in a scratch copy of the package beside it (so its
// relative imports of the shared config still resolve), never in the product's source: the page
// and the line that exposes it are written into the copy, which is built as the package builds.
//
// A team adding a page lists it in shared-types' route list, whose routes file the build then
// writes; the copy's build still has the repository's list, so the drill writes the new page's
// line into the build's routes file, the address the release claims.
import fs from 'node:fs';
import path from 'node:path';

import type { RunCommand } from 'release/pipeline';
import { ROUTES_FILE, sectionRoutesSchema } from 'shared-types';

import { buildFormsCopy, copyFormsPackage } from './forms-copy';

/** The page the drill adds, as the forms build's routes file lists it. */
export const ADDED_PAGE = {
  path: '/gift-cards',
  page: 'GiftCardsPage',
  title: 'Gift Cards',
  socialImage: 'contact',
} as const;

/** The heading the added page opens with, which a visitor sees once it has hydrated. */
const ADDED_PAGE_HEADING = 'Give a Walk Through Cat History';

const PAGE_SOURCE = path.join('src', 'features', 'gift-cards', 'gift-cards-page.tsx');

/** The page, written as a forms page is: its opening and hero, then a section of its own. */
const PAGE = `import { business } from 'shared-types';
import { Section } from 'shell/ui';

import heroUrl from '../../assets/contact/contact-hero.svg';
import { FormsPage } from '../../components/page/forms-page';

const opening = {
  meta: {
    title: 'Gift Cards | Cat History Walking Tours in New York City',
    description:
      'Give a guided walk through the history of New York City cats: a gift card for any of our public tours.',
    path: '${ADDED_PAGE.path}',
  },
  hero: {
    title: '${ADDED_PAGE_HEADING}',
    subtitle: 'A gift card for any of our public tours, at $' + String(business.pricing.pricePerPerson) + ' a guest.',
    illustrationAlt: 'Illustration of a black cat beside a mailbox on a brownstone street',
  },
};

/** The ${ADDED_PAGE.path} page: what a gift card buys. */
export default function GiftCardsPage() {
  return (
    <FormsPage opening={opening} illustration={heroUrl}>
      <Section tone="white" title="How It Works" subtitle="Choose a date together.">
        <p>
          A gift card is good for one guest on any public tour: Brooklyn Heights, the Financial
          District or the Lower East Side. It does not expire.
        </p>
      </Section>
    </FormsPage>
  );
}
`;

/** Where the copy's pages are listed, and the line after which the new one goes. */
const CONFIG = 'module-federation.config.ts';
const LAST_PAGE_LINE = /^ {2}InTheNewsPage: .*$/m;

/**
 * Copies mf-forms to `scratch`, adds the page and builds the copy; returns its dist, whose
 * routes file claims the page besides the package's own.
 */
export async function formsBuildWithPage(
  repoRoot: string,
  scratch: string,
  run: RunCommand,
): Promise<string> {
  copyFormsPackage(repoRoot, scratch);
  const config = path.join(scratch, CONFIG);
  const source = fs.readFileSync(config, 'utf8');
  const last = LAST_PAGE_LINE.exec(source);
  if (!last) throw new Error(`mf-forms/${CONFIG} no longer lists InTheNewsPage`);
  const at = last.index + last[0].length;
  fs.writeFileSync(
    config,
    `${source.slice(0, at)}\n  ${ADDED_PAGE.page}: './${PAGE_SOURCE.split(path.sep).join('/')}',${source.slice(at)}`,
  );
  fs.mkdirSync(path.dirname(path.join(scratch, PAGE_SOURCE)), { recursive: true });
  fs.writeFileSync(path.join(scratch, PAGE_SOURCE), PAGE);
  const dist = await buildFormsCopy(scratch, run);
  const routesFile = path.join(dist, ROUTES_FILE);
  const routes = sectionRoutesSchema.parse(JSON.parse(fs.readFileSync(routesFile, 'utf8')));
  fs.writeFileSync(
    routesFile,
    JSON.stringify({ ...routes, routes: [...routes.routes, ADDED_PAGE] }, null, 2),
  );
  return dist;
}
