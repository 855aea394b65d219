// The new-match screen as the build drew it (scripts/prerender.mjs puts it in
// the page) shows and takes entries while the app's module is still on its
// way. The module then hands the drawing of its own screen to the page
// (src/ui/prerendered.rs), which removes the drawn one and hands the app what was
// done on it, as data: the entries changed, the field being typed in (with
// its caret), and the buttons tapped, which the app makes again.
//
// The drawn screen is shown only where the app would open on it with nothing
// kept: at one of the addresses that open on the new-match screen, and with
// none of the app's keys in storage but those keeping nothing the players
// made. Anywhere else it is hidden from the first paint and removed as soon
// as it is parsed, unless the page can show the match's sheet instead.
//
// The match's sheet as the app last drew it (kept by src/ui/sheet/snapshot.rs)
// shows at the addresses it was drawn for, if nothing it was drawn from has
// changed since: the build, and every key of the app's but the other
// matches and their figures. The app draws its own behind it, and the page
// shows that in its place once it is drawn.
//
// `rules` is written in by the build (scripts/prerender.mjs) from the app's
// own (crates/session/src/first_screen.rs): those addresses and keys, the day's
// date, and the names the page and the app meet through.
((rules) => {
  const kept = (key) => key.startsWith(rules.keyPrefix) && !rules.keepingNothing.includes(key);
  const root = document.documentElement;

  // What the match's screen is drawn from, in short: two 32-bit FNV-1a
  // hashes of the build's modules and every key of the app's that the
  // screen may show, with its text.
  const sheetPrint = () => {
    const current = JSON.parse(localStorage.getItem(rules.indexKey) ?? 'null')?.current;
    const ofOtherMatch = (key) => [rules.matchPrefix, rules.figuresPrefix].some((prefix) => key.startsWith(prefix) && key !== `${prefix}${current}`);
    const keys = Object.keys(localStorage)
      .filter((key) => kept(key) && !ofOtherMatch(key))
      .sort();
    const build = document.querySelector('link[rel="modulepreload"]')?.getAttribute('href') ?? '';
    let a = 0x811c9dc5;
    let b = 0x01000193;
    const add = (text) => {
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        a = Math.imul(a ^ c, 0x01000193);
        b = Math.imul(b ^ c, 0x01000193) ^ (b >>> 15);
      }
      a = Math.imul(a ^ 0xffff, 0x01000193);
      b = Math.imul(b ^ 0xffff, 0x01000193);
    };
    [build, ...keys.flatMap((key) => [key, localStorage.getItem(key) ?? ''])].forEach(add);
    return `${(a >>> 0).toString(16)}.${(b >>> 0).toString(16)}.${keys.length}`;
  };
  window[rules.sheetPrint] = sheetPrint;

  let fresh = false;
  let sheet = null;
  try {
    fresh = rules.addresses.includes(location.search) && !location.hash && !Object.keys(localStorage).some(kept);
    const drawn = fresh || location.hash ? null : JSON.parse(localStorage.getItem(rules.sheetSnapshot) ?? 'null');
    if (drawn?.addresses?.includes(location.search) && drawn.print === sheetPrint()) sheet = drawn;
  } catch {
    // Storage refused: whatever is kept cannot be checked.
  }
  if (!fresh && !sheet) root.classList.add('drawn-stale');

  // Called as soon as the drawn screen is parsed. Fields holding the day's
  // date hold its placeholder as drawn.
  window[rules.drawnParsed] = (drawn) => {
    if (sheet) {
      drawn.innerHTML = sheet.html;
      drawn.dataset.sheet = '';
      if (sheet.theme) root.dataset.theme = sheet.theme;
      return;
    }
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
    const form = document.querySelector(`${drawnScreen} form, ${drawnScreen} main`);
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
    note.textContent = 'The app could not be fetched: the connection may be down. Reload to try again (what is typed here is not kept).';
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

  // What was done on the drawn screen, as the app reads it (Handed, in
  // src/ui/prerendered.rs): each control changed, the one with the
  // focus, the buttons tapped. A control is named by its id, or by its kind
  // and words as drawn (before a tap changed them), the n-th of those.
  const whatWasDone = (drawn) => {
    const seen = new Map();
    const named = new Map(
      [...drawn.querySelectorAll(CONTROLS)].map((c) => {
        // The sheet as drawn keeps its controls' ids apart, as data-id.
        const id = c.id || c.dataset.id;
        if (id) return [c, { id }];
        const words = (c.dataset.unpressed ?? c.textContent).trim();
        const kind = `${c.tagName}:${words}`;
        const nth = seen.get(kind) ?? 0;
        seen.set(kind, nth + 1);
        return [c, { tag: c.tagName, words, nth }];
      }),
    );
    const entries = [...named]
      .filter(([c]) => changed(c))
      .map(([c, control]) => (c.type === 'checkbox' || c.type === 'radio' ? { control, checked: c.checked } : { control, value: c.value }));
    const focused = document.activeElement;
    let focus = null;
    if (named.has(focused)) {
      let selection = null;
      try {
        if (typeof focused.selectionStart === 'number') selection = [focused.selectionStart, focused.selectionEnd];
      } catch {
        // A control with no caret.
      }
      focus = { control: named.get(focused), selection };
    }
    return { entries, focus, taps: tapped.map((button) => named.get(button)) };
  };

  // Draws the app's screen with `mount` in place of the drawn one, handing
  // it what was done there. Both in one task, so nothing is painted between.
  //
  // Behind the sheet as drawn, the app draws hidden until its own screen
  // is drawn too (it calls sheetShown), which then shows in its place.
  window[rules.takeOver] = (mount) => {
    const drawn = document.getElementById(rules.drawn);
    const handOver = (carry) => {
      const done = drawn ? whatWasDone(drawn) : { entries: [], focus: null, taps: [] };
      drawn?.remove();
      root.classList.remove(rules.appWaits);
      removeEventListener('click', keepTap, true);
      removeEventListener('submit', holdForm, true);
      carry(done);
      performance.mark(rules.appIn);
    };
    if (drawn?.dataset.sheet === undefined) return handOver(mount);
    root.classList.add(rules.appWaits);
    mount({ entries: [], focus: null, taps: [] });
    window[rules.sheetShown] = (carry) => {
      delete window[rules.sheetShown];
      handOver(carry);
    };
  };
})(FIRST_SCREEN_RULES);
