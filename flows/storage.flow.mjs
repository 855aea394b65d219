import assert from 'node:assert/strict';
import { flow } from './flow.mjs';
import { enterHand, expectRow, startMatch } from './play.mjs';

/** Scores a hand `winner` wins with four exposed minor pungs. */
async function fourPungs(app, winner) {
  await app.press('Score next hand');
  await enterHand(app, winner, { mahJong: true, counts: { 'Pung (2-8) exposed': 4 } });
  await app.press('Calculate scores');
}

/** Runs `body` in the browser's other tab, then comes back. */
async function inTab(app, tab, body) {
  const here = await app.driver.getWindowHandle();
  await app.driver.switchTo().window(tab);
  try {
    await body();
  } finally {
    await app.driver.switchTo().window(here);
  }
}

/** Opens the app in a second tab of the same browser, as a link that
 * opens in a new tab does; its window's handle. */
async function secondTab(app) {
  const before = await app.driver.getAllWindowHandles();
  const link = await app.eval((url) => {
    const a = Object.assign(document.createElement('a'), { href: url, target: '_blank', textContent: 'The match in a new tab' });
    a.style.cssText = 'position: fixed; top: 0; left: 0; z-index: 1000; padding: 1em; background: white';
    document.body.append(a);
    return a;
  }, app.site.url);
  await link.click();
  let handles = [];
  await app.until(async () => (handles = await app.driver.getAllWindowHandles()).length > before.length, 'a second tab');
  await app.eval((a) => a.remove(), link);
  return handles.find((handle) => !before.includes(handle));
}

flow('names with markup show as text; two tabs on one match follow each other; unreadable stored data is kept aside and can be downloaded', async (app) => {
  await startMatch(app, ['<b>A</b>', 'B', 'C', 'D']);
  await app.until(async () => (await app.eval(() => document.querySelector('.seat--east .seat__name')?.textContent)) === '<b>A</b>', 'the name as typed');
  assert.equal(await app.eval(() => document.querySelectorAll('b').length), 0);

  // A second tab on the same match: a hand recorded in one appears in the other.
  const one = await app.driver.getWindowHandle();
  const two = await secondTab(app);
  await app.driver.switchTo().window(two);
  await app.appIn();
  await app.find('table', 'Score sheet');
  await inTab(app, one, () => fourPungs(app, 'B'));
  await app.see(/changed in another tab or window/);
  await expectRow(app, '1', ['0', '56 (Mah-Jong)', '0', '0'], 4);
  await fourPungs(app, 'C');
  await inTab(app, one, async () => {
    await expectRow(app, '2', ['0', '0', '56 (Mah-Jong)', '0'], 4);
    await expectRow(app, '1', ['0', '56 (Mah-Jong)', '0', '0'], 4);
  });
  await app.driver.close();
  await app.driver.switchTo().window(one);
  assert.notEqual(one, two);

  // Stored data that does not read is kept aside, and the app works on.
  const key = await app.eval(() => Object.keys(localStorage).find((k) => /^mahjong-scorer\.match\.\d+$/.test(k)));
  await app.eval((k) => localStorage.setItem(k, '{"version":2,"match":{"setup":"<img src=x onerror=alert(1)>"'), key);
  await app.reload();
  await app.see(/could not be opened: the saved data could not be read/);
  assert.match(await app.eval((k) => localStorage.getItem(`mahjong-scorer.unreadable.${k}`), key), /onerror/);
  await app.field('Player 1');
  await app.keepDownloads();
  await app.press('Download unreadable data');
  const [file] = await app.downloads();
  assert.match(file.name, /^unreadable-data-.*\.json$/);
});
