// Event replay: the pages' inline script, in <head>, so it listens before the first paint (see
// docs/first-load.md). The page is whole from its first byte; its code comes in islands, each
// an element marked data-island that gains data-hydrated once its code has taken over (the app
// itself is the island "app", #root). Until an island is hydrated, this script, in the manner of
// JSAction's early event contract:
// - captures every click on a control (taps, and Enter or Space on a button, arrive as clicks)
//   and every form submission made inside it, and replays them, in order, once it is hydrated
//   (replay). Links that leave the page work without code and go through. An event the page
//   can already answer (answerEarly) is answered instead of kept; a kept one is marked at work
//   (busy, and the pages' styles make it so to the eye) until it is answered or replayed;
// - notes the first interaction (focus, key, input, click) with each island, for islands that
//   hydrate on interaction (onInteraction).
// The CSP allows this exact text by its hash, computed from the built pages.
(function (attributes) {
  var ACTIONABLE = 'a[href^="#"], button, input[type="submit"], [role="button"]';
  var NOT_HYDRATED = '[' + attributes.island + ']:not([' + attributes.hydrated + '])';
  var NOT_ADOPTED = '[' + attributes.island + ']:not([' + attributes.adopted + '])';
  var captured = [];
  var answer = null;
  var interacted = {};
  var wakers = {};
  function closestIsland(element, selector) {
    return element instanceof Element ? element.closest(selector) : null;
  }
  function islandToHydrate(element) {
    return closestIsland(element, NOT_HYDRATED);
  }
  // A form sent with Enter shows its send button at work.
  function shownControl(control) {
    return control instanceof HTMLFormElement
      ? control.querySelector('[type="submit"]') || control
      : control;
  }
  function markPending(control, pending) {
    var shown = shownControl(control);
    if (pending) {
      shown.setAttribute(attributes.pending, '');
      shown.setAttribute('aria-busy', 'true');
    } else if (shown.hasAttribute(attributes.pending)) {
      shown.removeAttribute(attributes.pending);
      shown.removeAttribute('aria-busy');
    }
  }
  function keep(control) {
    captured.push(control);
    markPending(control, true);
  }
  // Once React has adopted an island, its live code is a render away and has already taken
  // over what came before it (the inline errors of a send answered early among them): a send
  // now is kept for that code, never answered without it.
  function answeredEarly(control) {
    var island = islandToHydrate(control);
    return !!answer && !(island && island.hasAttribute(attributes.adopted)) && answer(control);
  }
  // A kept control is handed over as the visitor left it, the way replay hands it to its
  // island: the answer may mark it at work itself (a quote on its way to /quote), and it must
  // not mistake the mark of the keeping for a send already under way.
  function answered(control) {
    if (!control.isConnected) return false;
    markPending(control, false);
    if (answeredEarly(control)) return true;
    markPending(control, true);
    return false;
  }
  function capture(event) {
    var target = event.target;
    var control =
      event.type === 'submit' ? target : target instanceof Element && target.closest(ACTIONABLE);
    if (!control || !islandToHydrate(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!answeredEarly(control)) keep(control);
  }
  function noteInteraction(event) {
    var island = islandToHydrate(event.target);
    if (!island) return;
    var name = island.getAttribute(attributes.island);
    interacted[name] = true;
    if (wakers[name]) wakers[name]();
  }
  // Only the capture of clicks and sends cancels anything. Every other listener says so
  // (passive): a touch listener that might cancel makes the browser wait for the main thread,
  // which is still laying out the page, before a finger's lift can become a click.
  var LISTENING = { capture: true, passive: true };
  // A press is not an interaction yet: a finger that lands on an island may only be scrolling.
  ['focusin', 'keydown', 'input', 'change', 'click', 'submit'].forEach(function (type) {
    document.addEventListener(type, noteInteraction, LISTENING);
  });
  document.addEventListener('click', capture, true);
  document.addEventListener('submit', capture, true);
  // React hydrates an island at once, in one long task, as soon as a key, a press or a focus
  // inside it reaches its listener before it has adopted the island's markup (its selective
  // hydration). Until then these go no further than the document: the browser still does
  // what they do (typing, choosing, focusing), and the island, adopted in slices, takes it
  // over and is told where the focus is (HydratedMark). Clicks and sends are captured above.
  function holdFromReact(event) {
    if (closestIsland(event.target, NOT_ADOPTED)) event.stopPropagation();
  }
  (
    'keydown keypress keyup input textInput change compositionstart compositionend ' +
    'pointerdown pointerup pointercancel mousedown mouseup touchstart touchend touchcancel ' +
    'auxclick dblclick click contextmenu dragstart dragend drop copy cut paste reset ' +
    'focusin focusout pointerover pointerout mouseover mouseout dragenter dragleave ' +
    'gotpointercapture lostpointercapture'
  )
    .split(' ')
    .forEach(function (type) {
      document.addEventListener(type, holdFromReact, LISTENING);
    });

  window.eventReplay = {
    // When the page began, on the clock a quote's send is stamped with (Date.now): /quote
    // searches from the send when the send opened it (src/features/quotePage/searchTime.ts).
    openedAt: Date.now(),
    answerEarly: function (answerControl) {
      answer = answerControl;
      captured = captured.filter(function (control) {
        return !answered(control);
      });
    },
    onInteraction: function (name, wake) {
      wakers[name] = wake;
      if (interacted[name]) wake();
    },
    replay: function () {
      var ready = captured.filter(function (control) {
        return !islandToHydrate(control);
      });
      captured = captured.filter(islandToHydrate);
      for (var index = 0; index < ready.length; index += 1) {
        var control = ready[index];
        markPending(control, false);
        if (!control.isConnected) continue;
        if (control instanceof HTMLFormElement) control.requestSubmit();
        else control.click();
      }
      return ready.length;
    },
  };
})(/* ISLAND_ATTRIBUTES */);
