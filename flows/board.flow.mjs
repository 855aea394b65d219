// A club night on a big screen: the board opens in a window of its own,
// follows the organiser's window as a round starts, pages nothing that
// fits, and says so when its night is not on this device.
import { flow, keepScreenshot } from './flow.mjs';
import { drawUpNight, openBoard } from './play.mjs';
import { NIGHT_OF_NINE } from './stories.mjs';

flow("a night's board follows the organiser's window and shows the next round's seats", async (app) => {
  await drawUpNight(app, { name: 'Friday', players: NIGHT_OF_NINE, rounds: 2, hands: 4 });
  const organiser = await app.driver.getWindowHandle();
  const board = await openBoard(app);
  await app.size(1920, 1080);
  await app.find('heading', 'Friday');
  await app.see('Round 1 of 2');
  await app.see('4 hands a table');
  await app.see(/^Table 1: playing$/);
  await app.find('heading', 'Round 2: where to sit');
  await app.find('table', 'Standings');
  await app.gone('navigation', 'Sections');
  await keepScreenshot(app, 'board-1920');
  await app.size(1024, 768);
  await keepScreenshot(app, 'board-1024');

  // The organiser starts round 2 in the other window: the board follows.
  await app.driver.switchTo().window(organiser);
  await app.press('Start round 2');
  await app.press('Start round 2 anyway');
  await app.see(/^Round 2 started at \d\d:\d\d\.$/);
  await app.driver.switchTo().window(board);
  await app.see('Round 2 of 2');
  await app.gone('heading', 'Round 2: where to sit');
  await app.press('Back to the night');
  await app.find('heading', 'Friday');
});

flow('a board whose night is not on this device says so and offers the way back', async (app) => {
  await app.go('?board=0123456789abcdef');
  await app.see(/^This night is not on this device/);
  await app.press('Back to the club nights');
  await app.find('heading', 'Club nights');
});
