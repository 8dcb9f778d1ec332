// The CloudFront Function of the site's default behaviour (the shell's files), run on both the
// viewer request and the viewer response (CloudFront Functions JavaScript runtime 2.0).
//
// Request: a legacy address is answered 301 with its new one, keeping the query; a page address
// is sent to its prerendered page (the blog opened on a post to that post's page); any other page
// address to the not-found page. Files and the other behaviours' prefixes pass untouched.
// Response: the not-found page is answered with status 404.
//
// `SITE` is the site's data, written above this file when the function is built
// (site-router-code.ts, beside it) from the route list and redirect table in shared-types. The
// runtime knows ES 5.1 with const, let, arrow functions and template literals: no destructuring,
// spread, for-of or URLSearchParams. Query values arrive as received (still percent-encoded).

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

/** The prerendered page of a page address, or null when no route has it. */
function pageFile(uri, querystring) {
  const route = normalize(uri);
  if (!has(SITE.pages, route)) return null;
  const page = SITE.pages[route];
  if (page.query && querystring && has(querystring, page.query.param)) {
    const value = decode(querystring[page.query.param].value);
    if (has(page.query.files, value)) return page.query.files[value];
  }
  return page.file;
}

function onViewerRequest(request) {
  const uri = request.uri;
  if (passesThrough(uri)) return request;
  const target = redirectTarget(uri, request.querystring);
  if (target !== null) {
    return {
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: { location: { value: target } },
    };
  }
  if (isPageAddress(uri)) {
    const file = pageFile(uri, request.querystring);
    request.uri = file === null ? SITE.notFoundPage : file;
  }
  return request;
}

/**
 * Whether the request was answered with the not-found page: its address is that page once the
 * request has been rewritten, or else an address no page, redirect or file has.
 */
function isNotFound(request) {
  const uri = request.uri;
  if (uri === SITE.notFoundPage) return true;
  if (passesThrough(uri) || !isPageAddress(uri)) return false;
  return (
    redirectTarget(uri, request.querystring) === null && pageFile(uri, request.querystring) === null
  );
}

function onViewerResponse(request, response) {
  // A 304 keeps its status: the browser's copy of the not-found page already says 404.
  if (response.statusCode === 200 && isNotFound(request)) {
    response.statusCode = 404;
    response.statusDescription = 'Not Found';
  }
  return response;
}

/**
 * The page selection of both events, before the canary's routing (canary-router.js, whose
 * `handler` is the entry point CloudFront calls).
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- called by canary-router.js
function siteRoute(event) {
  if (event.context && event.context.eventType === 'viewer-response') {
    return onViewerResponse(event.request, event.response);
  }
  return onViewerRequest(event.request);
}
