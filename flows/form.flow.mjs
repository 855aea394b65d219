import assert from 'node:assert/strict';
import { flow } from './flow.mjs';
import { enterHand, expectScore, openTab, startMatch } from './play.mjs';

/** A count typed into its box over what it held, and the box left: the
 * browser's input and change, as a player's typing gives them. */
async function typeCount(app, label, count) {
  const box = await app.field(label);
  await app.eval(
    (el, value) => {
      el.scrollIntoView({ block: 'center' });
      el.focus();
      el.value = value;
      el.dispatchEvent(new Event('input', { bubbles: true }));
      el.dispatchEvent(new Event('change', { bubbles: true }));
      el.blur();
    },
    box,
    String(count),
  );
  await app.followed();
}

flow(
  'the hand form never passes over a count: a count past what it holds says so, a forced tick goes off again, a fishing choice waits for its sets',
  async (app) => {
    await startMatch(app, ['Rod', 'Bill', 'Ben', 'Jack']);
    await app.press('Score next hand');
    // Typed past what the hand can hold: the most it holds, and a note beside it.
    await typeCount(app, 'Pung (2-8) exposed', 9);
    await app.hasValue('Pung (2-8) exposed', 4);
    await app.see('9 is more than the hand can hold here: 4 taken.');
    assert.equal(await (await app.field('Kong (2-8) exposed')).isEnabled(), false);
    await typeCount(app, 'Flowers', 7);
    await app.hasValue('Flowers', 4);
    await app.see('7 is more than the hand can hold here: 4 taken.');
    // Changed another way, the count no longer carries the note.
    await app.press('Decrease Flowers');
    await app.gone('text', '7 is more than the hand can hold here: 4 taken.');
    await typeCount(app, 'Flowers', 0);

    // Four flowers force the own-flower tick; at one flower it goes off again.
    await openTab(app, 'Bill');
    await typeCount(app, 'Flowers', 4);
    await app.until(() => app.checked('Own flower'), 'Own flower ticked');
    assert.equal(await (await app.field('Own flower')).isEnabled(), false);
    await expectScore(app, '64');
    await typeCount(app, 'Flowers', 1);
    await app.until(async () => !(await app.checked('Own flower')), 'Own flower clear');
    await expectScore(app, '4');

    // Purity is in the fishing list from the start, offered once three pungs are in.
    await enterHand(app, 'Ben', { fishing: true });
    const purity = () => app.eval(() => [...document.querySelectorAll('option')].filter((o) => o.textContent.trim() === 'Purity').map((o) => o.disabled));
    assert.deepEqual(await purity(), [true]);
    await enterHand(app, 'Ben', { counts: { 'Pung (2-8) concealed': 3 } });
    await app.until(async () => JSON.stringify(await purity()) === '[false]', 'Purity offered');
    await app.choose('Fishing for', 'Purity');
    await expectScore(app, '96');
  },
);

/** Whether an element lies wholly inside the window. */
function inView(app, element) {
  return app.eval((el) => {
    const box = el.getBoundingClientRect();
    return box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
  }, element);
}

/** Counts tapped from the top of the form to its foot. */
const counts = ['Pung (2-8) exposed', 'Kong (1, 9, winds, dragons) concealed', 'Pairs of dragons', 'Flowers', 'Seasons'];

/** Taps each count up once on `player`'s form, checking after each tap. */
async function tapDown(app, player, check) {
  await openTab(app, player);
  for (const label of counts) {
    const before = await app.text(await app.field('Score'));
    await app.press(`Increase ${label}`);
    await app.until(async () => (await app.text(await app.field('Score'))) !== before, `the score to follow ${label}`);
    await check();
  }
}

flow('the score stays in view while counts are tapped, beside the form on a landscape tablet and in a line at the foot in portrait', async (app) => {
  await startMatch(app, ['Rod', 'Bill', 'Ben', 'Jack']);
  await app.press('Score next hand');
  await enterHand(app, 'Bill', { mahJong: true });
  // Landscape: the preview beside the whole form, winner options included.
  const [form, preview] = await app.eval(() => ['#player-form', '.preview'].map((s) => document.querySelector(s).getBoundingClientRect().toJSON()));
  assert.ok(preview.x >= form.x + form.width, 'the preview beside the form');
  assert.ok(preview.x + preview.width <= 1024, 'the preview inside the screen');
  assert.ok(preview.y < form.y + 10, 'the preview level with the form');
  for (const [player, width, height] of [
    ['Rod', 1024, 768],
    ['Ben', 1366, 1024],
  ]) {
    await app.size(width, height);
    await tapDown(app, player, async () => assert.ok(await inView(app, await app.field('Score')), `the score in view at ${width}×${height}`));
  }
  // Portrait: a line at the foot says the score, then how it is made.
  await app.size(768, 1024);
  await tapDown(app, 'Bill', async () => {
    const score = await app.text(await app.field('Score'));
    const line = await app.eval(() => document.querySelector('.hand__score'));
    await app.until(async () => new RegExp(`^Bill: ${score}(?![0-9,]).*Mah-Jong 20`).test(await app.text(line)), 'the line to give the score');
    assert.ok(await inView(app, line), 'the line in view');
  });
});
