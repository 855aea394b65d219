// When a page shows something, as the benches time it: the animation frame
// after a check of the page first holds.

/** Resolves with the time (ms since the epoch, to the page's clock) of the
 * page's frame once `shows` holds: the source of a function of no
 * arguments, run in the page after each change to it. */
export function frameWhen(page, shows) {
  return page.evaluate(
    (shows) =>
      new Promise((resolve) => {
        const seen = new Function(`return (${shows})()`);
        const done = () => requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()));
        if (seen()) return done();
        new MutationObserver((_, observer) => {
          if (seen()) {
            observer.disconnect();
            done();
          }
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      }),
    shows,
  );
}

/** The source of a check that the board's round line reads `text`. */
export const roundLine = (text) => `() => document.querySelector('.board__round')?.textContent === ${JSON.stringify(text)}`;
