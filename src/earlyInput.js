// Inlined into the prerendered index.html (scripts/prerenderLandingPage.ts), before any
// markup, so it runs before the first paint. Until the app is live, the prerendered controls
// only look the part: this keeps every click (taps, and Enter or Space on a button or link,
// arrive as clicks) and every form submission, and replays them in order when the app calls
// window.earlyInput.release(). A part of the page that comes to life later than the rest
// (release(stillHeld): stillHeld(control) is true inside it) keeps holding its clicks until
// the next release. A click the page can already answer by itself (the first script passes a
// function to window.earlyInput.answerWith) is answered instead of kept. The CSP allows this
// exact text by its hash (scripts/headers.mjs).
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
})();
