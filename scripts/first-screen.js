// The new-match screen as the build drew it (scripts/prerender.mjs puts it in
// the page, inside #drawn) shows and takes entries while the app's module is
// still on its way. The module then draws its own screen and hands it to
// takeOver (src/ui/drawn.rs), which carries over what was done on the drawn
// one: the entries changed, the field being typed in (with its caret), and
// the buttons tapped, each tapped again once the app's screen is in.
//
// The drawn screen is shown only where the app would open on it with nothing
// kept: at one of the addresses that open on the new-match screen, and with
// none of the app's keys in storage but those keeping nothing the players
// made. Anywhere else it is hidden from the first paint and removed as soon
// as it is parsed.
//
// `rules` is written in by the build (scripts/prerender.mjs) from the app's
// own (src/session/first_screen.rs): those addresses and keys, the day's
// date, and the names the page and the app meet through.
((rules) => {
  const kept = (key) => key.startsWith(rules.keyPrefix) && !rules.keepingNothing.includes(key);
  let fresh = false;
  try {
    fresh = rules.addresses.includes(location.search) && !location.hash && !Object.keys(localStorage).some(kept);
  } catch {
    // Storage refused: whatever is kept cannot be checked.
  }
  if (!fresh) document.documentElement.classList.add('drawn-stale');

  // Called as soon as the drawn screen is parsed. Fields holding the day's
  // date hold its placeholder as drawn.
  window[rules.drawnParsed] = (drawn) => {
    if (!fresh) return drawn.remove();
    const today = new Date().toISOString().slice(0, rules.dayLength);
    for (const field of drawn.querySelectorAll('input')) {
      field.defaultValue = field.defaultValue.replace(rules.today, today);
    }
  };
  const drawnScreen = `#${rules.drawn}`;

  const tapped = [];
  let missing = false;
  const keepTap = (event) => {
    const button = event.target.closest?.(`${drawnScreen} button`);
    if (!button || missing) return;
    tapped.push(button);
    button.setAttribute('aria-busy', 'true');
    if (button.dataset.pressed) {
      button.dataset.unpressed ??= button.textContent;
      button.textContent = button.dataset.pressed;
    }
  };
  // The drawn form is never sent: its Start match is tapped again on the app's.
  const holdForm = (event) => {
    if (event.target.closest?.(drawnScreen)) event.preventDefault();
  };
  addEventListener('click', keepTap, true);
  addEventListener('submit', holdForm, true);

  // The app's module could not be fetched, or not started: the taps kept
  // will not be done, and the drawn screen says so.
  window[rules.appMissing] = () => {
    const form = document.querySelector(`${drawnScreen} form`);
    if (!form || missing) return;
    missing = true;
    tapped.length = 0;
    for (const button of document.querySelectorAll(`${drawnScreen} [aria-busy]`)) {
      button.removeAttribute('aria-busy');
      if (button.dataset.unpressed) button.textContent = button.dataset.unpressed;
    }
    const note = document.createElement('p');
    note.className = 'drawn__missing';
    note.setAttribute('role', 'alert');
    note.textContent =
      'The app could not be fetched: the connection may be down. Reload to try again (what is typed here is not kept).';
    const reload = document.createElement('button');
    reload.type = 'button';
    reload.className = 'button';
    reload.textContent = 'Reload';
    reload.addEventListener('click', () => location.reload());
    form.append(note, reload);
  };

  const CONTROLS = 'input, select, textarea, button';
  const changed = (control) =>
    control.tagName === 'SELECT'
      ? [...control.options].some((option) => option.selected !== option.defaultSelected)
      : control.type === 'checkbox' || control.type === 'radio'
        ? control.checked !== control.defaultChecked
        : control.tagName !== 'BUTTON' && control.value !== control.defaultValue;

  // Draws the app's screen with `mount` in place of the drawn one.
  window[rules.takeOver] = (mount) => {
    const drawn = document.getElementById(rules.drawn);
    if (!drawn) {
      mount();
      return performance.mark(rules.appIn);
    }
    const was = [...drawn.querySelectorAll(CONTROLS)];
    const focused = was.indexOf(document.activeElement);
    mount();
    const now = [...document.body.querySelectorAll(CONTROLS)].filter((c) => !drawn.contains(c));
    // The app's control for each drawn one: by id, or for a button by its
    // words (as drawn, before a tap changed them), the n-th of its kind for
    // the n-th; so a notice the app shows first moves nothing.
    const keys = (controls) => {
      const seen = new Map();
      return controls.map((c) => {
        const kind = c.id ? `#${c.id}` : `${c.tagName}:${(c.dataset.unpressed ?? c.textContent).trim()}`;
        const n = seen.get(kind) ?? 0;
        seen.set(kind, n + 1);
        return `${kind}/${n}`;
      });
    };
    const wasKeys = keys(was);
    const nowKeys = keys(now);
    const counterpart = (i) => {
      const own = now[nowKeys.indexOf(wasKeys[i])];
      return own && own.tagName === was[i].tagName ? own : null;
    };
    was.forEach((control, i) => {
      const own = counterpart(i);
      if (!own || !changed(control)) return;
      if (control.type === 'checkbox' || control.type === 'radio') own.checked = control.checked;
      else own.value = control.value;
      own.dispatchEvent(new Event('input', { bubbles: true }));
      own.dispatchEvent(new Event('change', { bubbles: true }));
    });
    const typing = focused >= 0 ? counterpart(focused) : null;
    if (typing) {
      typing.focus({ preventScroll: true });
      const { selectionStart, selectionEnd } = was[focused];
      try {
        typing.setSelectionRange(selectionStart, selectionEnd);
      } catch {
        // A control with no caret.
      }
    }
    drawn.remove();
    removeEventListener('click', keepTap, true);
    removeEventListener('submit', holdForm, true);
    performance.mark(rules.appIn);
    const taps = tapped.map((button) => counterpart(was.indexOf(button)));
    if (taps.length) setTimeout(() => taps.forEach((button) => button?.click()));
  };
})(FIRST_SCREEN_RULES);
