// The prerendered pages' one inline script, first in <head> so it runs before the first paint
// (see ./livePart.tsx for the whole first load). The page is whole from its first byte; its
// code comes in parts, each an element marked data-part that gains data-live when its code has
// taken over (the app itself is the part "app", #root). Until then this script:
// - keeps every click on a control (taps, and Enter or Space on a button, arrive as clicks) and
//   every form submission made inside a part that is not live, and carries them out, in order,
//   once their part is: release(). Links that leave the page work without us and go through.
//   A click the page can already answer itself (answerWith) is answered instead of kept;
// - notes the first use (focus, key, input, click) of each part, for parts whose code waits
//   for it (onUse);
// - gives the date fields their limits: min is the visitor's local today (data-min="today"), or
//   the value of the field named by data-min-after when it has one.
// The CSP allows this exact text by its hash (scripts/headers.mjs).
(function () {
  var ACTIONABLE = 'a[href^="#"], button, input[type="submit"], [role="button"]';
  var WAITING = '[data-part]:not([data-live])';
  var kept = [];
  var answer = null;
  var used = {};
  var wakers = {};
  function waitingPart(element) {
    return element instanceof Element ? element.closest(WAITING) : null;
  }
  function keep(event) {
    var target = event.target;
    var control =
      event.type === 'submit' ? target : target instanceof Element && target.closest(ACTIONABLE);
    if (!control || !waitingPart(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!(answer && answer(control))) kept.push(control);
  }
  function use(event) {
    var part = waitingPart(event.target);
    if (!part) return;
    var name = part.getAttribute('data-part');
    used[name] = true;
    if (wakers[name]) wakers[name]();
  }
  function localToday() {
    var now = new Date();
    var pad = function (n) {
      return (n < 10 ? '0' : '') + n;
    };
    return now.getFullYear() + '-' + pad(now.getMonth() + 1) + '-' + pad(now.getDate());
  }
  function setDateLimits() {
    var fields = document.querySelectorAll('input[data-min]');
    for (var index = 0; index < fields.length; index += 1) {
      var field = fields[index];
      // Once its part is live, the app keeps the limit itself.
      if (!waitingPart(field)) continue;
      var after = document.getElementById(field.getAttribute('data-min-after') || '');
      field.min = (after && after.value) || localToday();
    }
  }
  // A press is not a use yet: a finger that lands on a part may only be scrolling the page.
  ['focusin', 'keydown', 'input', 'change', 'click', 'submit'].forEach(function (type) {
    document.addEventListener(type, use, true);
  });
  document.addEventListener('click', keep, true);
  document.addEventListener('submit', keep, true);
  document.addEventListener('DOMContentLoaded', setDateLimits);
  // A date picker opened, or a departure typed, before then still gets today's limits; fields
  // of live parts are the app's, and cost nothing here.
  ['focusin', 'pointerdown', 'input'].forEach(function (type) {
    document.addEventListener(
      type,
      function (event) {
        if (waitingPart(event.target)) setDateLimits();
      },
      true,
    );
  });

  window.earlyInput = {
    answerWith: function (answerControl) {
      answer = answerControl;
      kept = kept.filter(function (control) {
        return !(control.isConnected && answer(control));
      });
    },
    onUse: function (name, wake) {
      wakers[name] = wake;
      if (used[name]) wake();
    },
    release: function () {
      var ready = kept.filter(function (control) {
        return !waitingPart(control);
      });
      kept = kept.filter(waitingPart);
      for (var index = 0; index < ready.length; index += 1) {
        var control = ready[index];
        if (!control.isConnected) continue;
        if (control instanceof HTMLFormElement) control.requestSubmit();
        else control.click();
      }
      return ready.length;
    },
  };
})();
