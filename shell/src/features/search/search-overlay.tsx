import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { business } from 'shared-types';

import { CloseIcon, SearchIcon } from '../../components/layout/icons';
import type { SearchOverlayControls } from '../../components/layout/search-slot';
import styles from './search-overlay.module.scss';
import { isSearchable, resultTag, searchSite } from './search-site';

/** The placeholder of the search box. */
const searchPlaceholder = 'Search tours, blog posts, pages...';
/** The hint under the results. */
const searchHint = 'Press Enter to search or click on a result';

/** The text shown when nothing matches. */
function noResultsText(query: string): string {
  return `No results found for "${query}"`;
}

function SearchPanel({ onOpenChange }: Pick<SearchOverlayControls, 'onOpenChange'>) {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  // The query lives in the panel, which unmounts on close: toggling search clears query and
  // results, and so does a route change, which closes the overlay.
  const [query, setQuery] = useState('');
  // Focus goes back where it was (the search button) when the overlay closes.
  const [returnTo] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  const results = searchSite(query);
  const searchable = isSearchable(query);

  useEffect(() => {
    const timer = window.setTimeout(() => inputRef.current?.focus(), business.search.focusDelayMs);
    return () => window.clearTimeout(timer);
  }, []);

  const go = (path: string) => {
    onOpenChange(false);
    void navigate(path);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const first = results[0];
    if (first) go(first.path);
  };

  return (
    <Dialog.Content
      className={styles.panel}
      // The input takes focus 100 ms after opening, not at once.
      onOpenAutoFocus={(event) => event.preventDefault()}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        if (returnTo?.isConnected) returnTo.focus();
      }}
    >
      <div className={styles.header}>
        <Dialog.Title className="visually-hidden">Search the site</Dialog.Title>
        <form role="search" className={styles.form} onSubmit={submit}>
          <SearchIcon className={styles.inputIcon} />
          <input
            ref={inputRef}
            type="search"
            className={styles.input}
            aria-label="Search the site"
            placeholder={searchPlaceholder}
            autoComplete="off"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </form>
        <Dialog.Close className={styles.close} aria-label="Close search">
          <CloseIcon />
        </Dialog.Close>
      </div>
      <div className={styles.results} style={{ maxHeight: business.search.resultsMaxHeight }}>
        {results.length > 0 && (
          <ul className={styles.list} aria-label="Search results">
            {results.map((result) => (
              <li key={result.path}>
                <Link
                  to={result.path}
                  className={styles.result}
                  onClick={() => onOpenChange(false)}
                >
                  <span className={styles.name}>{result.name}</span>
                  <span className={styles.tag} data-type={result.type}>
                    {resultTag(result)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <p
          role="status"
          className={searchable && results.length === 0 ? styles.empty : 'visually-hidden'}
        >
          {searchable &&
            (results.length > 0
              ? `${results.length} ${results.length === 1 ? 'result' : 'results'}`
              : noResultsText(query))}
        </p>
      </div>
      <Dialog.Description className={styles.hint}>{searchHint}</Dialog.Description>
    </Dialog.Content>
  );
}

/**
 * The search overlay: a modal over the page with the search box, the matching
 * tours and pages, click or Enter to go there.
 */
export function SearchOverlay({ open, onOpenChange }: SearchOverlayControls) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        {open && <SearchPanel onOpenChange={onOpenChange} />}
      </Dialog.Portal>
    </Dialog.Root>
  );
}
