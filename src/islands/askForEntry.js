// The inline script that asks for the page's entry script once the browser reports that the
// page has painted (docs/first-load.md): on a slow link the entry's bytes then never share the
// wire with the page's own, and the first paint owes nothing to the code. The build gives this
// script the entry's address and integrity hash as its data-src and data-integrity attributes
// (AskForEntryAfterPaint in scripts/build/prerenderPages.ts), so that its text, which the CSP
// allows by its hash, stays the same from build to build. The URL goes through the Trusted
// Types policy 'entry', which makes that one address, whatever it is asked for.
// A page whose code loads when visited (/quote, /checkout) also names the app's files and that
// code's, each with its integrity hash, in data-page-code ("address hash address hash..."): they
// are preloaded beside the entry (a script's preload comes at high priority, as their page asks
// for them), instead of once the entry has run or the app has started; the chunk loader takes
// them from there.
// It is also the page's one witness of its first paint: window.pagePaint says when the browser
// showed it (`at`, on Date.now()'s clock, the one a quote's send is stamped with) and of which
// address (`path`: the app has not moved the page yet), and runs what waits for it (`then`): the
// app's start (src/lib/scheduling.ts); /quote's search, which lasts its 3 s from the moment it
// shows (src/features/quotePage/searchTime.ts).
// Every page carries this text, the landing page too, which must come in its connection's first
// round trip: it is kept short.
(function (asking) {
  var src = asking.getAttribute('data-src');
  var pageCode = (asking.getAttribute('data-page-code') || '').split(' ');
  var asked;
  var waiting = [];
  var paint = (window.pagePaint = {
    then: function (work) {
      if (paint.at === undefined) waiting.push(work);
      else work();
    },
  });
  function painted(list) {
    if (paint.at !== undefined) return;
    // The browser reports a paint some time after it showed it, longer on a busy phone: `at` is
    // when it showed, the report's lateness taken off. Both ends are read on the performance
    // timeline, the paint's start and a mark of the report (a test's fake clock replaces
    // performance.now(), not the timeline; an engine whose mark returns nothing takes off none).
    var late =
      list.getEntries &&
      (performance.mark('painted') || 0).startTime - list.getEntries()[0].startTime;
    paint.at = Date.now() - (late > 0 ? late : 0);
    paint.path = location.pathname;
    waiting.splice(0).forEach(function (work) {
      work();
    });
    ask();
  }
  /** Adds a script's or a preload's element, checked by `integrity` (CORS mode, as SRI needs). */
  function add(element, integrity) {
    if (integrity) element.integrity = integrity;
    element.crossOrigin = 'anonymous';
    document.head.appendChild(element);
  }
  function ask() {
    if (asked) return;
    asked = true;
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
    add(script, asking.getAttribute('data-integrity'));
    setTimeout(preload, 0, 1);
  }
  // A file a task, the entry's included: starting a request for a script checked by its hash is
  // several milliseconds of the main thread on a phone, so two at once, let alone a dozen, would
  // hold it (and a tap) for a long task.
  function preload(i) {
    if (i >= pageCode.length) return;
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = pageCode[i - 1];
    add(link, pageCode[i]);
    setTimeout(preload, 0, i + 2);
  }
  function askIfHidden() {
    if (document.visibilityState === 'hidden') ask();
  }
  // A hidden page paints nothing, and asks at once (or as soon as it is hidden).
  askIfHidden();
  document.addEventListener('visibilitychange', askIfHidden);
  // Once the browser reports the first paint: it reports it when the frame is shown, which can
  // come a frame or more after the frame was drawn.
  var Observer = window.PerformanceObserver;
  if (Observer && (Observer.supportedEntryTypes || []).indexOf('paint') >= 0) {
    new Observer(painted).observe({ type: 'paint', buffered: true });
  } else {
    // A frame's animation callbacks run before its paint: the second frame's, after the first.
    requestAnimationFrame(function () {
      requestAnimationFrame(painted);
    });
  }
})(document.currentScript);
