import { useLocation } from 'react-router-dom';
import { BLOG_POST_PARAM } from 'shared-types';
import { findSitePage } from 'site-rules';

import { useHydrated } from '../../hooks/use-hydrated';
import { breadcrumbJsonLd } from '../../lib/json-ld-builders';
import { findRoute } from '../../lib/site-routes';
import { Breadcrumb } from '../ui/breadcrumb/breadcrumb';
import { JsonLd } from '../ui/json-ld/json-ld';
import styles from './auto-breadcrumb.module.scss';
import { breadcrumbTrail } from './breadcrumb-trail';

/**
 * The breadcrumb of every page but home, built from the path, with the page's one BreadcrumbList
 * of structured data. An address no route has gets the trail once the page runs in the browser:
 * its not-found page is prerendered once for every such address, so its markup names none, and
 * it states no structured data (a trail to a page that does not exist).
 */
export function AutoBreadcrumb() {
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  const items = breadcrumbTrail(pathname);
  const known = findRoute(pathname) !== undefined;
  // A blog post shows its own, deeper trail (Home > Blog > category > title).
  const ownTrail = findSitePage(pathname, search)?.query?.param === BLOG_POST_PARAM;
  if (items.length === 0 || ownTrail || (!known && !hydrated)) return null;
  return (
    <div className={styles.bar}>
      <Breadcrumb items={items} />
      {known ? <JsonLd data={breadcrumbJsonLd(items)} /> : null}
    </div>
  );
}
