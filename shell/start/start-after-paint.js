// The page's only script tag (docs/decisions/032-main-thread-before-hydration.md). A prerendered
// page paints from its HTML and style sheets alone; its scripts start after that first paint, in
// order, so they neither hold the paint back while they run nor take bandwidth from the style
// sheets and the first image before it. `data-scripts` lists them, space-separated.
(function () {
  'use strict';
  var self = document.currentScript;
  var sources = self ? (self.getAttribute('data-scripts') || '').split(' ').filter(Boolean) : [];
  var started = false;

  function start() {
    if (started) return;
    started = true;
    sources.forEach(function (source) {
      var script = document.createElement('script');
      script.src = source;
      // Dynamically inserted scripts are async by default; these run in the listed order.
      script.async = false;
      // An inserted script is fetched at low priority, behind the page's images (a row of logos
      // holds every connection of an HTTP/1.1 origin); the page waits for these to answer.
      script.setAttribute('fetchpriority', 'high');
      document.head.appendChild(script);
    });
  }

  var canObservePaint =
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
  if (document.visibilityState === 'hidden' || !canObservePaint) {
    // A tab opened in the background paints nothing until shown; an older browser reports no
    // paint: both start in the next frame, or at once.
    requestAnimationFrame(start);
    setTimeout(start, 100);
    return;
  }
  // The first contentful paint is reported once it is on screen.
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(start, 0);
  }).observe({ type: 'paint', buffered: true });
  // A page with nothing to paint still starts.
  setTimeout(start, 3000);
})();
