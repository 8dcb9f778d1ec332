// Source of the CloudFront Function on the default (shell) behaviour. It is generated from the
// shared redirect table so CloudFront, the shell's router and the local server cannot disagree;
// test/viewer-request-code.test.ts runs it against `resolveRedirect` row by row.
//
// The output targets the CloudFront Functions JavaScript 2.0 runtime and is kept to ES5 syntax
// (var, function, no URLSearchParams) so nothing in it depends on the runtime's ES6 subset.
// Query string values arrive as received (still percent-encoded) and are passed through unchanged.
import {
  appRoutes,
  BLOG_POST_REDIRECT_PREFIX,
  prerenderedPageFile,
  redirectTable,
  type RedirectRule,
} from 'shared-types';

/** What the generated function is built from. */
export interface ViewerRequestCodeOptions {
  /** Fixed redirects, first match wins. @default - `redirectTable` from shared-types */
  readonly redirects?: readonly RedirectRule[];
  /** `/blog/{id}` becomes `/blog?post={id}`. @default - `BLOG_POST_REDIRECT_PREFIX` */
  readonly blogPostPrefix?: string;
  /** Path prefixes served by other behaviours, left untouched. @default ['/remotes/', '/api/'] */
  readonly passThroughPrefixes?: readonly string[];
  /** Where extension-less paths are served from. @default '/index.html' */
  readonly spaIndex?: string;
  /**
   * The prerendered page of each route (docs/decisions/007), served instead of the SPA index.
   * @default - every route of `appRoutes`, at `prerenderedPageFile`
   */
  readonly prerenderedPages?: Readonly<Record<string, string>>;
}

/** CloudFront Functions reject code above 10 KB. */
export const CLOUDFRONT_FUNCTION_MAX_BYTES = 10 * 1024;

/**
 * Generates the viewer-request function: 301 for redirects; for extension-less paths, the route's
 * prerendered page or else the SPA index.
 */
export function buildViewerRequestCode(options: ViewerRequestCodeOptions = {}): string {
  const redirects = options.redirects ?? redirectTable;
  const blogPostPrefix = options.blogPostPrefix ?? BLOG_POST_REDIRECT_PREFIX;
  const passThroughPrefixes = options.passThroughPrefixes ?? ['/remotes/', '/api/'];
  const spaIndex = options.spaIndex ?? '/index.html';
  const prerenderedPages =
    options.prerenderedPages ??
    Object.fromEntries(
      appRoutes.map((route) => [route.path, `/${prerenderedPageFile(route.path)}`]),
    );

  // First row wins, as in resolveRedirect's loop.
  const redirectMap: Record<string, string> = {};
  for (const rule of redirects) {
    if (!Object.prototype.hasOwnProperty.call(redirectMap, rule.from)) {
      redirectMap[rule.from] = rule.to;
    }
  }

  const lines = [
    `var REDIRECTS = ${JSON.stringify(redirectMap)};`,
    `var BLOG_POST_PREFIX = ${JSON.stringify(blogPostPrefix)};`,
    `var PASS_THROUGH = ${JSON.stringify(passThroughPrefixes)};`,
    `var SPA_INDEX = ${JSON.stringify(spaIndex)};`,
    `var PAGES = ${JSON.stringify(prerenderedPages)};`,
    '',
    'function queryParts(querystring, skipKey) {',
    '  var parts = [];',
    '  if (!querystring) return parts;',
    '  var keys = Object.keys(querystring);',
    '  for (var k = 0; k < keys.length; k++) {',
    '    var key = keys[k];',
    '    if (key === skipKey) continue;',
    '    var entry = querystring[key];',
    '    var values = entry.multiValue ? entry.multiValue : [entry];',
    '    for (var v = 0; v < values.length; v++) {',
    '      var value = values[v].value;',
    "      parts.push(value === '' ? key : key + '=' + value);",
    '    }',
    '  }',
    '  return parts;',
    '}',
    '',
    'function withQuery(target, parts, joiner) {',
    "  return parts.length === 0 ? target : target + joiner + parts.join('&');",
    '}',
    '',
    'function redirectTarget(uri, querystring) {',
    "  var path = uri.length > 1 ? uri.replace(/\\/+$/, '') || '/' : uri;",
    '  var lowered = path.toLowerCase();',
    '  if (lowered.indexOf(BLOG_POST_PREFIX) === 0) {',
    '    var rawId = path.slice(BLOG_POST_PREFIX.length);',
    "    if (rawId === '' || rawId.indexOf('/') !== -1) return null;",
    '    var id = rawId;',
    '    try {',
    '      id = decodeURIComponent(rawId);',
    '    } catch (e) {',
    '      id = rawId;',
    '    }',
    "    var target = '/blog?post=' + encodeURIComponent(id);",
    "    return withQuery(target, queryParts(querystring, 'post'), '&');",
    '  }',
    '  if (Object.prototype.hasOwnProperty.call(REDIRECTS, lowered)) {',
    "    return withQuery(REDIRECTS[lowered], queryParts(querystring, null), '?');",
    '  }',
    '  return null;',
    '}',
    '',
    'function handler(event) {',
    '  var request = event.request;',
    '  var uri = request.uri;',
    '  for (var p = 0; p < PASS_THROUGH.length; p++) {',
    '    if (uri.indexOf(PASS_THROUGH[p]) === 0) return request;',
    '  }',
    '  var target = redirectTarget(uri, request.querystring);',
    '  if (target !== null) {',
    '    return {',
    '      statusCode: 301,',
    "      statusDescription: 'Moved Permanently',",
    '      headers: { location: { value: target } },',
    '    };',
    '  }',
    "  var lastSegment = uri.slice(uri.lastIndexOf('/') + 1);",
    "  if (lastSegment.indexOf('.') === -1) {",
    "    var route = uri.length > 1 ? uri.replace(/\\/+$/, '') || '/' : uri;",
    '    request.uri = Object.prototype.hasOwnProperty.call(PAGES, route) ? PAGES[route] : SPA_INDEX;',
    '  }',
    '  return request;',
    '}',
    '',
  ];
  return lines.join('\n');
}
