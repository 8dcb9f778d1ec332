import { Link } from 'react-router-dom';
import type { BreadcrumbItem } from 'shared-types';

import styles from './breadcrumb.module.scss';

/** Props of `Breadcrumb`. */
export interface BreadcrumbProps {
  /** From the home page to the current page; the last item is the current page. */
  items: readonly BreadcrumbItem[];
  className?: string;
}

/** A breadcrumb trail; the current page is marked, not linked. */
export function Breadcrumb({ items, className }: BreadcrumbProps) {
  if (items.length === 0) return null;
  return (
    <nav
      aria-label="Breadcrumb"
      className={className ? `${styles.breadcrumb} ${className}` : styles.breadcrumb}
    >
      <ol className={styles.list}>
        {items.map((item, index) => (
          <li key={`${item.path}-${index}`} className={styles.item}>
            {index === items.length - 1 ? (
              <span aria-current="page" className={styles.current}>
                {item.name}
              </span>
            ) : (
              <Link
                to={item.path}
                replace={item.replace}
                // Before the page's code arrives, its early-input script replaces the entry.
                data-history={item.replace ? 'replace' : undefined}
                className={styles.link}
              >
                {item.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
