import { business } from 'shared-types';

import logoUrl from '../../assets/logo.svg';
import { PageMeta } from '../ui/page-meta/page-meta';
import styles from './error-fallback.module.scss';

/** What the offline page says. */
const OFFLINE_TITLE = 'You are offline';
const OFFLINE_MESSAGE =
  'This page has not been saved on this device yet, and it needs a connection to load. The pages you have visited before still open.';

/**
 * The page the service worker answers with, offline, at an address this device has not kept. It
 * is prerendered once, without the layout and without scripts (shell/prerender.ts): offline, code
 * could only fail, so it has nothing that needs code, only links, which the worker answers. Its
 * styles are the error fallback's, which every page's style sheets carry.
 */
export function OfflinePage() {
  return (
    <main className={styles.page} aria-labelledby="offline-title">
      <PageMeta
        title={`${OFFLINE_TITLE} | ${business.company.name}`}
        description={OFFLINE_MESSAGE}
        noIndex
      />
      <a href="/">
        <img src={logoUrl} alt={`${business.company.name}: home page`} width={96} height={96} />
      </a>
      <h1 id="offline-title">{OFFLINE_TITLE}</h1>
      <p>{OFFLINE_MESSAGE}</p>
      <div className={styles.actions}>
        {/* An empty href is the document's own address, the one the visitor asked for: the page
            has no code to reload itself, and the prerender does not know the address. */}
        {/* eslint-disable-next-line jsx-a11y/anchor-is-valid -- a navigable link to this address */}
        <a href="" className="button-primary">
          Try again
        </a>
        <a href="/" className="button-secondary">
          Return to Home Page
        </a>
      </div>
    </main>
  );
}
