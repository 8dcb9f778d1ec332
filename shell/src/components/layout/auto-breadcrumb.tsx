import { useLocation } from 'react-router-dom';
import { paths } from 'shared-types';

import { currentOrigin } from '../../lib/json-ld-builders';
import { Breadcrumb } from '../ui/breadcrumb/breadcrumb';
import { JsonLd } from '../ui/json-ld/json-ld';
import styles from './auto-breadcrumb.module.scss';
import { breadcrumbListJsonLd, breadcrumbTrail } from './breadcrumb-trail';

/**
 * The breadcrumb of every page but home, built from the path (spec doc 1 §2), with its
 * BreadcrumbList structured data.
 */
export function AutoBreadcrumb() {
  const { pathname, search } = useLocation();
  const items = breadcrumbTrail(pathname);
  // A blog post shows its own, deeper trail (Home > Blog > category > title, spec doc 2).
  const ownTrail = pathname === paths.blog && new URLSearchParams(search).has('post');
  if (items.length === 0 || ownTrail) return null;
  return (
    <div className={styles.bar}>
      <Breadcrumb items={items} className={styles.trail} />
      <JsonLd data={breadcrumbListJsonLd(items, currentOrigin())} />
    </div>
  );
}
