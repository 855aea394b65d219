// The app as a player sees it: controls found by their role and visible name
// (as a screen reader would name them), tapped and typed into through the
// browser's WebDriver, and every wait on something the player would see.
import { writeFileSync } from 'node:fs';
import { Key } from 'selenium-webdriver';
import { handBack, openBrowser } from './browser.mjs';

const patience = Number(process.env.FLOW_WAIT_MS ?? 20_000);

/** Runs in the page: the visible elements of a role whose name matches. */
function findAll(role, name, root) {
  const words = (text) => (text ?? '').replace(/\s+/g, ' ').trim();
  const byIds = (el, attribute) =>
    (el.getAttribute(attribute) ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => words(document.getElementById(id)?.textContent))
      .join(' ');
  // An element's name from its content, as assistive technology reads it:
  // hidden parts left out, a label standing for what it labels.
  const spoken = (node, top) => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent;
    if (node.nodeType !== Node.ELEMENT_NODE || node.getAttribute('aria-hidden') === 'true') return '';
    const style = getComputedStyle(node);
    if (style.display === 'none' || style.visibility === 'hidden') return '';
    if (node !== top && node.getAttribute('aria-label')) return ` ${node.getAttribute('aria-label')} `;
    if (node.tagName === 'IMG') return ` ${node.alt} `;
    const inner = [...node.childNodes].map((child) => spoken(child, top)).join('');
    return style.display === 'inline' ? inner : ` ${inner} `;
  };
  const label = (el) => {
    if (el.getAttribute('aria-labelledby')) return byIds(el, 'aria-labelledby');
    if (el.getAttribute('aria-label')) return words(el.getAttribute('aria-label'));
    if (el.labels?.length) return words([...el.labels].map((l) => l.textContent).join(' '));
    if (el.tagName === 'TABLE') return words(el.querySelector('caption')?.textContent);
    if (el.tagName === 'FIELDSET') return words(el.querySelector('legend')?.textContent);
    if (el.tagName === 'IMG') return words(el.alt);
    return words(spoken(el, el));
  };
  const selectors = {
    button: 'button, [role=button], summary, a[href]',
    tab: '[role=tab]',
    heading: 'h1, h2, h3, h4, h5, h6, [role=heading]',
    field: 'input, select, textarea, output, [aria-label], [aria-labelledby]',
    table: 'table',
    group: 'fieldset, [role=group], [role=radiogroup]',
    region: 'section[aria-label], section[aria-labelledby], [role=region]',
    dialog: 'dialog, [role=dialog], [role=alertdialog]',
    status: '[role=status]',
    alert: '[role=alert]',
    img: 'img, svg[role=img], [role=img]',
    navigation: 'nav, [role=navigation]',
    text: 'body *',
  };
  const visible = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const contains = role === 'text' || role === 'status' || role === 'alert';
  const matches = (text) =>
    name === null
      ? true
      : name.source !== undefined
        ? new RegExp(name.source, name.flags).test(text)
        : contains
          ? text.includes(name.text)
          : text === name.text;
  // innerText, as a screen reader reads it: what CSS hides left out.
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what is read
  const named = (el) => (contains ? words(el.innerText ?? el.textContent) : label(el));
  let found = [...(root ?? document).querySelectorAll(selectors[role])].filter((el) => visible(el) && matches(named(el)));
  // Text: the innermost elements that hold it.
  if (role === 'text') found = found.filter((el) => ![...el.children].some((child) => found.includes(child)));
  return found;
}

const pattern = (name) => (name === null || name === undefined ? null : name instanceof RegExp ? { source: name.source, flags: name.flags } : { text: name });
const described = (role, name) => `${role} ${name instanceof RegExp ? name : `"${name}"`}`;

export class App {
  constructor(driver, site) {
    this.driver = driver;
    this.site = site;
  }

  /** A browser with nothing stored for `site`, on the app's first screen
   * (or, with `path` null, on no page yet). */
  static async open(site, path = '') {
    const app = new App(await openBrowser(), site);
    await app.size(1024, 768);
    if (path !== null) await app.go(path);
    return app;
  }

  async close() {
    await this.driver.quit();
  }

  /** Hands the browser on to a later story. */
  async handBack() {
    await handBack(this.driver);
  }

  /** Sets the page's own size (the window less its bars) in CSS pixels.
   * A window manager may apply a new size late: each try measures afresh
   * and corrects the window by what the page still lacks. */
  async size(width, height) {
    const window = this.driver.manage().window();
    await window.setRect({ width, height });
    await this.until(async () => {
      const [w, h] = await this.driver.executeScript('return [innerWidth, innerHeight]');
      if (w === width && h === height) return true;
      const outer = await window.getRect();
      await window.setRect({ width: outer.width + width - w, height: outer.height + height - h });
      return false;
    }, `a page of ${width}×${height}`);
  }

  async go(path = '') {
    await this.driver.get(new URL(path, this.site.url).href);
    await this.appIn();
  }

  /** Waits for the app's module to be in. Till then a first visit shows the
   * new-match screen drawn into the page (scripts/prerender.mjs), which the
   * app's own then replaces: a control found on it would go stale. */
  async appIn() {
    await this.until(() => this.eval(() => performance.getEntriesByName('app-in').length > 0), "the app's module in");
  }

  /** Reloads as the browser's own reload button does. (Firefox's WebDriver
   * refresh passes the service worker by, as a forced reload would.) */
  async reload() {
    await this.eval(() => {
      window.flowBeforeReload = true;
      location.reload();
    });
    await this.until(() => this.eval(() => !window.flowBeforeReload && document.readyState === 'complete'), 'the page reloaded');
    await this.appIn();
  }

  async back() {
    await this.driver.navigate().back();
  }

  async forward() {
    await this.driver.navigate().forward();
  }

  /** The address, less the site's own. */
  async address() {
    return (await this.driver.getCurrentUrl()).slice(this.site.url.length);
  }

  async atAddress(address) {
    await this.until(async () => (await this.address()) === address, `the address ?${address}`);
  }

  /** Runs a function in the page. */
  eval(fn, ...args) {
    return this.driver.executeScript(fn, ...args);
  }

  /** Polls until `check` answers true. */
  async until(check, what, timeout = patience) {
    const end = Date.now() + timeout;
    let last;
    for (;;) {
      try {
        if (await check()) return;
      } catch (error) {
        last = error;
      }
      if (Date.now() > end) throw new Error(`waited ${timeout} ms for ${what}${last ? ` (${last.message})` : ''}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** Every visible element of a role with that name (string: exact, RegExp: matched). */
  all(role, name, within) {
    return this.driver.executeScript(findAll, role, pattern(name), within ?? null);
  }

  /** The one element of a role with that name, once it is visible (within
   * `timeout` ms, the flows' patience unless told). */
  async find(role, name, within, timeout = patience) {
    let found = [];
    await this.until(async () => (found = await this.all(role, name, within)).length > 0, described(role, name), timeout);
    return found[0];
  }

  /** Waits until no such element is visible. */
  async gone(role, name, within) {
    await this.until(async () => (await this.all(role, name, within)).length === 0, `no ${described(role, name)}`);
  }

  /** Waits until the page shows the text (within `timeout` ms, the flows'
   * patience unless told). */
  async see(text, timeout = patience) {
    return this.find('text', text, undefined, timeout);
  }

  async tap(role, name, within) {
    // A control drawn again between being found and tapped (records
    // arriving from another device, say) was not tapped: it is found again.
    for (let tries = 1; ; tries++) {
      const element = await this.find(role, name, within);
      try {
        await this.eval('arguments[0].scrollIntoView({ block: "center" })', element);
        await element.click();
        break;
      } catch (error) {
        if (error.name !== 'StaleElementReferenceError' || tries === 3) throw error;
      }
    }
    await this.followed();
  }

  /** Waits for the screen to follow the last entry: the hand screen shows a
   * tap's score in its own frame and the rest after it, busy meanwhile (a
   * button tapped on a screen the page drew is busy until the app is in). */
  followed() {
    return this.until(() => this.eval('return !document.querySelector(\'section.hand[aria-busy="true"]\')'), 'the screen to follow the entry');
  }

  /** Presses a button by its name. */
  press(name, within) {
    return this.tap('button', name, within);
  }

  field(label, within) {
    return this.find('field', label, within);
  }

  /** Types into a field, replacing what it held. */
  async fill(label, text, within) {
    const field = await this.field(label, within);
    await this.eval('arguments[0].scrollIntoView({ block: "center" })', field);
    await field.clear();
    await field.sendKeys(text);
    await this.until(async () => (await field.getAttribute('value')) === String(text), `${label} to hold "${text}"`);
    await this.followed();
    return field;
  }

  async enter(label, text) {
    const field = await this.fill(label, text);
    await field.sendKeys(Key.ENTER);
    await this.followed();
  }

  async value(label, within) {
    return (await this.field(label, within)).getAttribute('value');
  }

  async hasValue(label, expected) {
    await this.until(async () => (await this.value(label)) === String(expected), `${label} = ${expected}`);
  }

  async checked(label) {
    return (await this.field(label)).isSelected();
  }

  /** Ticks or clears a box by its label. */
  async tick(label, on = true) {
    const box = await this.field(label);
    if ((await box.isSelected()) !== on) {
      await this.eval('arguments[0].scrollIntoView({ block: "center" })', box);
      await box.click();
      await this.followed();
    }
    await this.until(async () => (await box.isSelected()) === on, `${label} ${on ? 'ticked' : 'clear'}`);
  }

  /** Picks an option of a select by its text. */
  async choose(label, option) {
    const select = await this.field(label);
    await this.eval('arguments[0].scrollIntoView({ block: "center" })', select);
    const options = await select.findElements({ css: 'option' });
    for (const candidate of options) {
      const text = (await this.eval('return arguments[0].textContent', candidate)).trim();
      if (option instanceof RegExp ? option.test(text) : text === String(option)) {
        await candidate.click();
        await this.followed();
        // The form may draw the select again once it changes: ask afresh.
        await this.until(async () => {
          const chosen = await this.eval('const s = arguments[0]; return s.options[s.selectedIndex]?.textContent.trim()', await this.field(label));
          return option instanceof RegExp ? option.test(chosen) : chosen === String(option);
        }, `${label}: ${option}`);
        return;
      }
    }
    throw new Error(`${label} offers no ${option}`);
  }

  /** An element's text as the page holds it (an ellipsis does not hide it). */
  text(element) {
    return this.eval('return arguments[0].textContent.replace(/\\s+/g, " ").trim()', element);
  }

  /** From now on, files the app offers for download are kept to be read
   * here (`downloads()`) instead of going to the browser's download folder. */
  async keepDownloads() {
    await this.eval(() => {
      window.flowDownloads = [];
      const blobs = new Map();
      const make = URL.createObjectURL;
      URL.createObjectURL = (blob) => {
        const url = make.call(URL, blob);
        blobs.set(url, blob);
        return url;
      };
      const click = HTMLAnchorElement.prototype.click;
      HTMLAnchorElement.prototype.click = function () {
        if (!this.download || !blobs.has(this.href)) return click.call(this);
        const name = this.download;
        blobs
          .get(this.href)
          .text()
          .then((text) => window.flowDownloads.push({ name, text }));
      };
    });
  }

  /** The files downloaded since `keepDownloads()`, once there are `count`. */
  async downloads(count = 1) {
    let files = [];
    await this.until(async () => (files = await this.eval(() => window.flowDownloads)).length >= count, `${count} file(s) downloaded`);
    return files;
  }

  async screenshot(path) {
    writeFileSync(path, Buffer.from(await this.driver.takeScreenshot(), 'base64'));
  }
}
