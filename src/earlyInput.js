// Inlined into the prerendered pages (scripts/prerenderPages.ts), before any
// markup, so it runs before the first paint. Until the app is live, the prerendered controls
// only look the part: this keeps every click (taps, and Enter or Space on a button or link,
// arrive as clicks) and every form submission, and replays them in order when the app calls
// window.earlyInput.release(). A part of the page that comes to life later than the rest
// (release(stillHeld): stillHeld(control) is true inside it) keeps holding its clicks until
// the next release. A click the page can already answer by itself (the first script passes a
// function to window.earlyInput.answerWith) is answered instead of kept. It also starts the
// page's entry script once the page has painted (end of file). The CSP allows this exact text
// by its hash (scripts/headers.mjs).
(function () {
  var ACTIONABLE = 'a[href], button, input[type="submit"], [role="button"]';
  var kept = [];
  var answer = null;
  var released = false;
  var stillHeld = null;
  function held(control) {
    return !released || (stillHeld !== null && stillHeld(control));
  }
  function keep(event) {
    var target = event.target;
    var control = target instanceof Element ? target.closest(ACTIONABLE) : null;
    if (event.type === 'submit') control = target;
    if (!control || !held(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!(answer && answer(control))) kept.push(control);
  }
  document.addEventListener('click', keep, true);
  document.addEventListener('submit', keep, true);
  window.earlyInput = {
    answerWith: function (answerControl) {
      answer = answerControl;
      kept = kept.filter(function (control) {
        return !(control.isConnected && answer(control));
      });
    },
    release: function (stillHeldControl) {
      released = true;
      stillHeld = stillHeldControl || null;
      if (stillHeld === null) {
        document.removeEventListener('click', keep, true);
        document.removeEventListener('submit', keep, true);
      }
      var actions = kept.filter(function (control) {
        return !held(control);
      });
      kept = kept.filter(held);
      for (var index = 0; index < actions.length; index += 1) {
        var control = actions[index];
        if (!control.isConnected) continue;
        if (control instanceof HTMLFormElement) control.requestSubmit();
        else control.click();
      }
      return actions.length;
    },
  };

  // The page's entry script (data-entry-script on this script's tag, on prerendered pages) is
  // fetched and run once the first contentful paint is on screen: the prerendered page paints
  // from its markup alone, and no request or work of that script holds the first frame back.
  // Clicks meanwhile are kept.
  var entryScript = document.currentScript && document.currentScript.dataset.entryScript;
  function startEntryScript() {
    var script = document.createElement('script');
    script.src = entryScript;
    document.head.appendChild(script);
  }
  var paintTypes = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (entryScript && paintTypes && paintTypes.indexOf('paint') !== -1) {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      startEntryScript();
    }).observe({ type: 'paint', buffered: true });
  } else if (entryScript) {
    // No paint timing: a frame after the page is parsed.
    document.addEventListener('DOMContentLoaded', function () {
      requestAnimationFrame(function () {
        setTimeout(startEntryScript);
      });
    });
  }
})();
