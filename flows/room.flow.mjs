import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { flow } from './flow.mjs';
import { openSection, startMatch } from './play.mjs';
import { PACKED, openStored } from '../scripts/stored-match.mjs';

/** A 60-hand club match, most hands entered by tiles (crates/storage/tests/stored_room.rs). */
const CLUB_MATCH = fileURLToPath(new URL('../crates/storage/tests/fixtures/club-match-60.json', import.meta.url));

/** Characters kept (keys and values, UTF-16 code units). */
function used(app) {
  return app.eval(() => Object.keys(localStorage).reduce((sum, k) => sum + k.length + localStorage.getItem(k).length, 0));
}

/** The most characters of the data's kind (U+3400 to U+B3FF) one more key
 * still takes: the room left (WebKit counts two bytes for each, Chromium and
 * Firefox one code unit). */
function roomLeft(app) {
  return app.eval(() => {
    const key = 'mahjong-scorer.room';
    let [low, high] = [0, 12_000_000];
    while (high - low > 1000) {
      const n = Math.floor((low + high) / 2);
      try {
        localStorage.setItem(key, '\u4e00'.repeat(n));
        low = n;
      } catch {
        high = n;
      }
      localStorage.removeItem(key);
    }
    return low;
  });
}

/** The one match imported, copied under a thousand keys with an index that
 * lists them all, as the app writes an index. */
function aThousandCopies(app) {
  return app.eval(() => {
    const index = JSON.parse(localStorage.getItem('mahjong-scorer.index'));
    const [kept] = index.matches;
    const text = localStorage.getItem(`mahjong-scorer.match.${kept.id}`);
    localStorage.removeItem(`mahjong-scorer.match.${kept.id}`);
    index.matches = Array.from({ length: 1000 }, (_, i) => {
      localStorage.setItem(`mahjong-scorer.match.${i + 1}`, text);
      return { ...kept, id: i + 1, name: `${kept.name} (${i + 1})` };
    }).reverse();
    index.current = null;
    index.next_id = 1001;
    localStorage.setItem('mahjong-scorer.index', JSON.stringify(index));
    return text;
  });
}

flow('a thousand 60-hand matches and their list fit in the browser with room to spare: History lists them, one opens, a new match is kept', async (app) => {
  await openSection(app, 'History');
  await (await app.field('Import a file')).sendKeys(CLUB_MATCH);
  // The first code of the session to read sixty hands' tiles: WebKit runs
  // it before compiling it, 0.2–3.5 s on an idle machine against 50–250 ms the
  // second time, and many times that on a busy one.
  await app.see('The file holds 1 match.', 90_000);
  await app.press('Add them');
  await app.atAddress('?history');
  const text = await aThousandCopies(app);
  assert.ok(text.startsWith(PACKED), 'the match is kept compressed');
  assert.ok(![...text].some((c) => c.codePointAt(0) >= 0xd800), 'no surrogates, nothing past them');
  assert.equal(openStored(text).match.hands.length, 60);
  const kept = await used(app);
  const left = await roomLeft(app);
  const more = Math.floor(left / text.length);
  console.log(
    `one 60-hand match kept: ${text.length} characters; 1,000 and their list: ${kept}; room left for ${left} characters more, ${more} matches like it`,
  );
  assert.ok(more >= 500, `room for ${more} more matches`);

  await app.reload();
  await app.until(
    async () => (await app.eval(() => document.querySelectorAll('.history__list:not(.bin__list) > .match-card').length)) === 1000,
    '1,000 matches in History',
    20_000,
  );
  assert.equal(await app.eval((k) => localStorage.getItem(k), 'mahjong-scorer.match.500'), text, 'read back as written');
  const card = await app.eval(() => [...document.querySelectorAll('.match-card')].find((c) => c.querySelector('h3').textContent.trim().endsWith('(500)')));
  await app.press(/^Resume /, card);
  const rows = await app.eval(
    (table) => [...table.querySelectorAll('tr')].map((tr) => tr.textContent.replace(/\s+/g, ' ').trim()),
    await app.find('table', 'Score sheet'),
  );
  assert.ok(
    rows.some((row) => row.startsWith('60 North round')),
    'its sixtieth hand on the sheet',
  );
  await app.see(/^Hand 61 is next/);

  await openSection(app, 'History');
  await app.press('New match');
  await startMatch(app, ['Ann', 'Bea', 'Cy', 'Di']);
  const matches = await app.eval(() => Object.keys(localStorage).filter((k) => /^mahjong-scorer\.match\.\d+$/.test(k)).length);
  assert.equal(matches, 1001, 'the new match is kept beside the thousand');
  assert.equal((await app.all('alert', /full|could not be saved/i)).length, 0);
});
