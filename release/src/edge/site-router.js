// The CloudFront Function of the site's default behaviour (the shell's files), run on both the
// viewer request and the viewer response (CloudFront Functions JavaScript runtime 2.0).
//
// Request: a legacy address is answered 301 with its new one, keeping the query; a page address
// is sent to its prerendered page (the blog opened on a post to that post's page); any other page
// address to the not-found page. Files and the other behaviours' prefixes pass untouched.
// Response: the not-found page is answered with status 404.
//
// Which addresses are pages: the shell's own routes, from the site's data, and each remote's,
// from the paths its last release listed (the key value store's `<section>.routes`, written when
// its pointer publishes its routes file): a remote adds or removes a page in a release of its
// own. A remote whose release has listed none yet has the routes of the site's data.
//
// `SITE` is the site's data, written above this file when the function is built
// (site-router-code.ts, beside it) from the route list and redirect table in shared-types; `KVS`
// is the store's handle. The runtime knows ES 5.1 with const, let, arrow functions, template
// literals, async and await: no destructuring, spread, for-of, URLSearchParams or async closure,
// and promise combinators cost memory. Query values arrive as received (still percent-encoded).

/** The path without trailing slashes ('/' stays '/'), as the routes are written. */
function normalize(uri) {
  return uri.length > 1 ? uri.replace(/\/+$/, '') || '/' : uri;
}

function has(object, key) {
  return Object.prototype.hasOwnProperty.call(object, key);
}

function decode(value) {
  try {
    return decodeURIComponent(value);
  } catch (_malformed) {
    return value;
  }
}

/** The query as `name=value` parts, leaving out `skipKey`, a repeated name once per value. */
function queryParts(querystring, skipKey) {
  const parts = [];
  if (!querystring) return parts;
  const keys = Object.keys(querystring);
  for (let k = 0; k < keys.length; k += 1) {
    const key = keys[k];
    if (key === skipKey) continue;
    const entry = querystring[key];
    const values = entry.multiValue ? entry.multiValue : [entry];
    for (let v = 0; v < values.length; v += 1) {
      const value = values[v].value;
      parts.push(value === '' ? key : `${key}=${value}`);
    }
  }
  return parts;
}

function withQuery(target, parts, joiner) {
  return parts.length === 0 ? target : target + joiner + parts.join('&');
}

/** Where a legacy address now lives, or null (as `resolveRedirect` in site-rules). */
function redirectTarget(uri, querystring) {
  const path = normalize(uri);
  const lowered = path.toLowerCase();
  if (lowered.indexOf(SITE.blogPostPrefix) === 0) {
    const rawId = path.slice(SITE.blogPostPrefix.length);
    if (rawId === '' || rawId.indexOf('/') !== -1) return null;
    const target = `${SITE.blogPostTarget}${encodeURIComponent(decode(rawId))}`;
    return withQuery(target, queryParts(querystring, SITE.blogPostParam), '&');
  }
  if (has(SITE.redirects, lowered)) {
    return withQuery(SITE.redirects[lowered], queryParts(querystring, null), '?');
  }
  return null;
}

/** Whether the address names a page: no extension, or a legacy `.html` one outside /pages/. */
function isPageAddress(uri) {
  if (uri.indexOf('/pages/') === 0) return false;
  const lastSegment = uri.slice(uri.lastIndexOf('/') + 1);
  return lastSegment.indexOf('.') === -1 || /\.html$/.test(lastSegment);
}

function passesThrough(uri) {
  for (let p = 0; p < SITE.passThrough.length; p += 1) {
    if (uri.indexOf(SITE.passThrough[p]) === 0) return true;
  }
  return false;
}

/** A route's prerendered page: `/pages/<path>.html`, `/pages/index.html` for `/`. */
function routeFile(route) {
  return route === '/' ? '/pages/index.html' : `/pages${route}.html`;
}

/** The page of the route's address: the one of its query value when it has one, else its own. */
function pageFile(route, querystring) {
  const query = has(SITE.queryPages, route) ? SITE.queryPages[route] : null;
  if (query && querystring && has(querystring, query.param)) {
    const value = decode(querystring[query.param].value);
    if (query.values.indexOf(value) !== -1) {
      return `/pages${route === '/' ? '/index' : route}/${query.param}/${value}.html`;
    }
  }
  return routeFile(route);
}

/** The page paths a remote's last release listed, or null when none has. */
async function releasedPaths(section) {
  try {
    const paths = await KVS.get(section + SITE.routesKey, { format: 'json' });
    return Array.isArray(paths) ? paths : null;
  } catch (_none) {
    return null;
  }
}

/**
 * The page of a page address and its section ('' for the shell's), or null when no route has it.
 * The section the site's data names is asked first.
 */
async function findPage(uri, querystring) {
  const route = normalize(uri);
  const built = has(SITE.pages, route) ? SITE.pages[route] : null;
  if (built === '') return { file: pageFile(route, querystring), section: '' };
  const sections = SITE.canary.sections;
  const order = built === null ? sections : [built].concat(sections.filter((s) => s !== built));
  for (let s = 0; s < order.length; s += 1) {
    const paths = await releasedPaths(order[s]);
    if (paths === null ? built === order[s] : paths.indexOf(route) !== -1) {
      return { file: pageFile(route, querystring), section: order[s] };
    }
  }
  return null;
}

async function onViewerRequest(request) {
  const uri = request.uri;
  if (passesThrough(uri)) return { result: request, section: null };
  const target = redirectTarget(uri, request.querystring);
  if (target !== null) {
    const response = {
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: { location: { value: target } },
    };
    return { result: response, section: null };
  }
  let section = null;
  if (isPageAddress(uri)) {
    const page = await findPage(uri, request.querystring);
    request.uri = page === null ? SITE.notFoundPage : page.file;
    section = page === null ? null : page.section;
  }
  return { result: request, section };
}

/**
 * Whether the request was answered with the not-found page: its address is that page once the
 * request has been rewritten, or else an address no page, redirect or file has.
 */
async function isNotFound(request) {
  const uri = request.uri;
  if (uri === SITE.notFoundPage) return true;
  if (passesThrough(uri) || !isPageAddress(uri)) return false;
  if (redirectTarget(uri, request.querystring) !== null) return false;
  return (await findPage(uri, request.querystring)) === null;
}

async function onViewerResponse(request, response) {
  // A 304 keeps its status: the browser's copy of the not-found page already says 404.
  if (response.statusCode === 200 && (await isNotFound(request))) {
    response.statusCode = 404;
    response.statusDescription = 'Not Found';
  }
  return { result: response, section: null };
}

/**
 * The page selection of both events, before the canary's routing (canary-router.js, whose
 * `handler` is the entry point CloudFront calls): what to return, and the section of the page
 * a request was sent to (null for anything else).
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- called by canary-router.js
async function siteRoute(event) {
  if (event.context && event.context.eventType === 'viewer-response') {
    return onViewerResponse(event.request, event.response);
  }
  return onViewerRequest(event.request);
}
