// The canary's routing, after the page selection of site-router.js, in the same CloudFront
// Function (JavaScript runtime 2.0) on both viewer events.
//
// Each visitor holds a bucket 0-99 in a first-party cookie. While a section runs a canary, its
// pointer in the key value store (`KVS`, key: the section's name, value
// `{"stable":…,"canary":…,"percent":…}`) sends the visitors whose bucket is below `percent` to the
// canary's own entry points: the section's manifest and its routes' prerendered pages are
// rewritten to the canary's release folder (the shell's pages and files, while a release train
// holds it, to `/releases/<version>/`), so the page and the code come from the same release,
// and the rewritten address is the cache key (each release cached once). Everyone else gets the
// pointer's copies (the stable release). A first visit has no cookie yet: its bucket comes from
// the request id, which the viewer request and the viewer response of one request share, so the
// page's response sets the cookie to the bucket its page was chosen with.
//
// `SITE.canary` is generated (site-router-code.ts, beside it); `KVS` is the key value store's
// handle (`cf.kvs()`), or a shim backed by the stage's bucket on the local stages.

/* global isPageAddress, passesThrough, siteRoute -- site-router.js, earlier in the code */

const BUCKET_COOKIE_ATTRIBUTES = 'Path=/; Max-Age=2592000; SameSite=Lax; HttpOnly';
const VERSION_PATTERN = /^[0-9A-Za-z._-]{1,64}$/;

/** A stable bucket 0-99 for a request id (a string hash; any spread over 0-99 will do). */
function bucketOfId(id) {
  let hash = 7;
  for (let i = 0; i < id.length; i += 1) hash = (hash * 31 + id.charCodeAt(i)) % 1000003;
  return hash % 100;
}

/** The visitor's bucket: the cookie's, else the one this request's id gives. */
function visitorBucket(request, requestId) {
  const cookie = request.cookies ? request.cookies[SITE.canary.cookie] : undefined;
  if (cookie && /^[0-9]{1,2}$/.test(cookie.value)) return Number(cookie.value);
  return bucketOfId(requestId || '');
}

/**
 * The section whose entry point the address is, with the folder of its releases and the file
 * below one: a remote's manifest (the pointer of any major version of the contract), the page a
 * remote's route was sent to (`section`, from site-router.js), or the shell's: its pages (section
 * ''), the not-found page and the other files its pointer copies.
 */
function canaryEntry(uri, section) {
  const manifest = /^\/remotes\/([^/]+)\/(?:contract-[0-9]+\/)?mf-manifest\.json$/.exec(uri);
  if (manifest && SITE.canary.sections.indexOf(manifest[1]) !== -1) {
    return { section: manifest[1], folder: `/remotes/${manifest[1]}/`, file: 'mf-manifest.json' };
  }
  if (section === '' || uri === SITE.notFoundPage || SITE.canary.shellFiles.indexOf(uri) !== -1) {
    return { section: SITE.canary.shell, folder: '/', file: uri.slice(1) };
  }
  return section ? { section, folder: `/remotes/${section}/`, file: uri.slice(1) } : null;
}

/** The section's pointer while it runs a canary, or null (no key, no canary, or a bad value). */
async function canaryPointer(section) {
  if (typeof KVS === 'undefined') return null;
  let pointer;
  try {
    pointer = await KVS.get(section, { format: 'json' });
  } catch (_missing) {
    return null;
  }
  if (!pointer || typeof pointer.canary !== 'string' || !VERSION_PATTERN.test(pointer.canary)) {
    return null;
  }
  const percent = Number(pointer.percent);
  return percent > 0 && percent <= 100 ? pointer : null;
}

/** The train a pointer's canary belongs to: the version every member's pointer names. */
function trainOf(pointer) {
  return pointer.trainVersion || pointer.canary;
}

/** Whether every other member the pointer's train lists runs a canary of that train. */
async function trainRuns(section, pointer) {
  const train = Array.isArray(pointer.train) ? pointer.train : [];
  for (let i = 0; i < train.length; i += 1) {
    if (train[i] === section) continue;
    const other = await canaryPointer(train[i]);
    if (other === null || trainOf(other) !== trainOf(pointer)) return false;
  }
  return true;
}

/**
 * The section's running canary, or null. A train's canary (its pointer names the members) runs
 * only while every member's key runs the same train: a visitor in the share gets every member,
 * and while the pointers are being written or ended, none. A train with the shell is listed by
 * the shell's key alone (a remote's key never names the shell): a remote of that train runs only
 * while the shell's train does.
 */
async function runningCanary(section) {
  const pointer = await canaryPointer(section);
  if (pointer === null || !(await trainRuns(section, pointer))) return null;
  const shell = SITE.canary.shell;
  if (section !== shell && pointer.train) {
    const held = await canaryPointer(shell);
    const listed = held !== null && Array.isArray(held.train) && held.train.indexOf(section) !== -1;
    if (listed && trainOf(held) === trainOf(pointer) && !(await trainRuns(shell, held)))
      return null;
  }
  return { canary: pointer.canary, percent: Number(pointer.percent) };
}

/** Whether the address answers with a page (a page address, or a prerendered page's file). */
function isDocument(uri) {
  return uri.indexOf('/pages/') !== -1 || (isPageAddress(uri) && !passesThrough(uri));
}

/** Whether the address is a remote's manifest: its pointer, or a release's own copy. */
function isRemoteManifest(uri) {
  return /^\/remotes\/[^/]+\/(releases\/[^/]+\/|contract-[0-9]+\/)?mf-manifest\.json$/.test(uri);
}

/** Whether the address is one of the shell's files a hold serves: its copy, or a release's own. */
function isShellFile(uri) {
  return SITE.canary.shellFiles.indexOf(uri.replace(/^\/releases\/[^/]+/, '')) !== -1;
}

/** The entry point CloudFront calls on both events. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- called by CloudFront, not here
async function handler(event) {
  const requestId = event.context ? event.context.requestId : '';
  const selected = await siteRoute(event);
  const routed = selected.result;
  if (event.context && event.context.eventType === 'viewer-response') {
    const request = event.request;
    // The same address answers one release or another by the cookie or a train's hold: never
    // from a browser's cache across assignments (the release's own copies are immutable at the
    // CDN).
    if (isDocument(request.uri) || isRemoteManifest(request.uri) || isShellFile(request.uri)) {
      routed.headers = routed.headers || {};
      routed.headers['cache-control'] = { value: 'no-cache' };
    }
    const hasCookie = request.cookies && request.cookies[SITE.canary.cookie];
    if (!hasCookie && isDocument(request.uri)) {
      routed.cookies = routed.cookies || {};
      routed.cookies[SITE.canary.cookie] = {
        value: String(visitorBucket(request, requestId)),
        attributes: BUCKET_COOKIE_ATTRIBUTES,
      };
    }
    return routed;
  }
  if (routed.statusCode !== undefined) return routed;
  const entry = canaryEntry(routed.uri, selected.section);
  if (entry === null) return routed;
  const running = await runningCanary(entry.section);
  if (running !== null && visitorBucket(routed, requestId) < running.percent) {
    routed.uri = `${entry.folder}releases/${running.canary}/${entry.file}`;
  }
  return routed;
}
