// The inline script that asks for the page's entry script once the browser reports that the
// page has painted (docs/first-load.md): on a slow link the entry's bytes then never share the
// wire with the page's own, and the first paint owes nothing to the code. The build gives this script the
// entry's address and integrity hash as its data-src and data-integrity attributes
// (AskForEntryAfterPaint in scripts/build/prerenderPages.ts), so that its text, which the CSP
// allows by its hash, stays the same from build to build. The URL goes through the Trusted Types
// policy 'entry', which makes that one address, whatever it is asked for.
// A page whose code loads when visited (/quote, /checkout) also names that code's files, each
// with its integrity hash, in data-page-code ("address hash address hash..."): they are
// preloaded beside the entry, at the high priority their page asks them with, instead of once
// the app has come and started (the chunk loader then takes them from the preload).
(function (asking) {
  var src = asking.getAttribute('data-src');
  var integrity = asking.getAttribute('data-integrity');
  var pageCode = (asking.getAttribute('data-page-code') || '').split(' ');
  function preload(href, hash) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'script');
    link.href = href;
    link.integrity = hash;
    link.crossOrigin = 'anonymous';
    link.setAttribute('fetchpriority', 'high');
    document.head.appendChild(link);
  }
  function ask() {
    var script = document.createElement('script');
    var types = window.trustedTypes;
    script.src = types
      ? types
          .createPolicy('entry', {
            createScriptURL: function () {
              return src;
            },
          })
          .createScriptURL(src)
      : src;
    if (integrity) script.integrity = integrity;
    script.crossOrigin = 'anonymous';
    document.head.appendChild(script);
    for (var i = 0; i + 1 < pageCode.length; i += 2) preload(pageCode[i], pageCode[i + 1]);
  }
  var asked = false;
  function askOnce() {
    if (asked) return;
    asked = true;
    ask();
  }
  // A hidden page paints nothing, and asks at once (or as soon as it is hidden).
  if (document.visibilityState === 'hidden') return askOnce();
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'hidden') askOnce();
  });
  // Once the browser reports the first paint: it reports it when the frame is shown, which can
  // come a frame or more after the frame was drawn.
  var Observer = window.PerformanceObserver;
  if (Observer && (Observer.supportedEntryTypes || []).indexOf('paint') >= 0) {
    new Observer(function (_, observer) {
      observer.disconnect();
      askOnce();
    }).observe({ type: 'paint', buffered: true });
  } else {
    // A frame's animation callbacks run before its paint: the second frame's, after the first.
    requestAnimationFrame(function () {
      requestAnimationFrame(askOnce);
    });
  }
})(document.currentScript);
