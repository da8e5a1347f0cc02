// The date fields' limits, kept by an inline script of the prerendered pages from before the
// first paint to the end of the visit: a field marked data-min="today" may not go before the
// visitor's local today, and one also marked data-min-after="<id>" not before that field's date.
//
// Chromium's date field drops the segments typed so far whenever its min is set, even to the
// same value. So a limit is written only where nobody is typing: on a focus change (no key has
// reached the field that gains or loses the focus yet), to the other fields when one changes,
// and once the page is parsed, to every field but the focused one. React never renders min.
(function () {
  function localToday() {
    var now = new Date();
    var pad = function (n) {
      return (n < 10 ? '0' : '') + n;
    };
    return now.getFullYear() + '-' + pad(now.getMonth() + 1) + '-' + pad(now.getDate());
  }
  function setLimits(typingIn) {
    var fields = document.querySelectorAll('input[data-min]');
    for (var index = 0; index < fields.length; index += 1) {
      var field = fields[index];
      if (field === typingIn) continue;
      var after = document.getElementById(field.getAttribute('data-min-after') || '');
      var limit = (after && after.value) || localToday();
      if (field.min !== limit) field.min = limit;
    }
  }
  document.addEventListener('DOMContentLoaded', function () {
    setLimits(document.activeElement);
  });
  // In the capture phase: event replay keeps these from going further into a form that is
  // not hydrated yet.
  ['focusin', 'focusout'].forEach(function (type) {
    document.addEventListener(
      type,
      function () {
        setLimits(null);
      },
      true,
    );
  });
  ['input', 'change'].forEach(function (type) {
    document.addEventListener(
      type,
      function (event) {
        setLimits(event.target);
      },
      true,
    );
  });
})();
