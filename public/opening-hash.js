// Run before the app's module is fetched (index.html): a very long hash (a 1.4 MB deflate-bomb link)
// leaves the address bar at once, kept for the app in a global. While it is in the bar, Chromium
// carries it through every request and storage write of the page's start. The start reads it
// through src/ui/common/opening-hash.ts (openingHash), which knows the '#/' put in its place.
(function () {
  // When the page's own code began (bench/share-ui.ts): with a 1.4 MB URL the browser takes seconds
  // before this first script runs, which no code of the page can shorten.
  if (window.performance && performance.mark) performance.mark('vfp-lab:first-script');
  var hash = window.location.hash;
  if (hash.length > 32 * 1024) {
    window.vfpOpeningHash = hash;
    window.history.replaceState(window.history.state, '', '#/');
  }
})();
