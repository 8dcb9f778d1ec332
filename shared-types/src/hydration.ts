// How the site says a page is React's: for the e2e suites, the benchmark and anyone measuring a
// page in the field.

/** The attribute `#root` carries once React has the page's content (hydrated or rendered). */
export const PAGE_HYDRATED_ATTRIBUTE = 'data-hydrated';

/** The performance mark set at the same moment (`performance.getEntriesByName`). */
export const PAGE_HYDRATED_MARK = 'page-hydrated';
