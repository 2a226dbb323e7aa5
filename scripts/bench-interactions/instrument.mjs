// What the browser itself measures of each interaction: Event Timing entries and long animation
// frames, recorded by an init script in every document (the page's and its no-JS twin alike).

/** Where a document leaves its records when it goes away (a navigation): the tab's session storage. */
const HANDOFF = '__benchInteractionsHandoff';

// Runs in the page before any of its scripts, so nothing the page does can happen unobserved.
// Buffered observers would also catch what came before; the records are kept as plain data
// because an entry's target may leave the document before it is collected.
function recordInteractions(handoff) {
  const events = [];
  const frames = [];
  const describe = (node) => {
    if (!node || !node.tagName) return null;
    const tag = node.tagName.toLowerCase();
    const name = node.getAttribute('name');
    if (name)
      return `${tag}[name=${name}]${node.type === 'radio' || node.type === 'checkbox' ? `[value=${node.value}]` : ''}`;
    if (node.id) return `${tag}#${node.id}`;
    const type = node.getAttribute('type');
    if (type) return `${tag}[type=${type}]`;
    return node.classList.length ? `${tag}.${node.classList[0]}` : tag;
  };
  const keepEvents = (list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const { name, interactionId, startTime, processingStart, processingEnd, duration } = entry;
      events.push({
        name,
        interactionId,
        startTime,
        processingStart,
        processingEnd,
        duration,
        target: describe(entry.target),
      });
    }
  };
  const keepFrames = (list) => {
    for (const frame of list.getEntries())
      frames.push({
        startTime: frame.startTime,
        duration: frame.duration,
        blockingDuration: frame.blockingDuration,
        scripts: frame.scripts.map((script) => ({
          startTime: script.startTime,
          duration: script.duration,
          invoker: script.invoker,
          invokerType: script.invokerType,
          sourceURL: script.sourceURL.split(/[?#]/)[0].split('/').pop(),
          sourceFunctionName: script.sourceFunctionName,
          forcedStyleAndLayoutDuration: script.forcedStyleAndLayoutDuration,
        })),
      });
  };
  const eventObserver = new PerformanceObserver(keepEvents);
  eventObserver.observe({ type: 'event', durationThreshold: 16, buffered: true });
  const frameObserver = new PerformanceObserver(keepFrames);
  frameObserver.observe({ type: 'long-animation-frame', buffered: true });
  const records = () => {
    // Entries queued for the observers' next callback are taken now, not lost with the document.
    keepEvents({ getEntries: () => eventObserver.takeRecords() });
    keepFrames({ getEntries: () => frameObserver.takeRecords() });
    return { url: location.href, interactionCount: performance.interactionCount ?? null, events, frames };
  };
  Object.defineProperty(window, '__benchInteractionsRecords', { value: records });
  // A navigation ends the document: its records are left in the tab's session storage (the
  // scenarios stay on one origin), where the next document is still there to read them. A binding
  // to the benchmark does not work here: Playwright reads a binding's arguments back from the
  // page, which is gone by then.
  addEventListener('pagehide', () => {
    const left = JSON.parse(sessionStorage.getItem(handoff) ?? '[]');
    sessionStorage.setItem(handoff, JSON.stringify([...left, records()]));
  });
}

/** Records every document of `context`'s pages. */
export const instrument = (context) => context.addInitScript(recordInteractions, HANDOFF);

/** The records of every document the tab has shown so far, oldest first. */
export async function recordsOf(page) {
  for (let attempt = 1; ; attempt++) {
    await page.waitForLoadState('load');
    try {
      return await page.evaluate(
        (handoff) => [...JSON.parse(sessionStorage.getItem(handoff) ?? '[]'), window.__benchInteractionsRecords()],
        HANDOFF,
      );
    } catch (error) {
      // The last step's native form post (the no-JS twin's) replaced the document meanwhile: the
      // one that went left its records for the next.
      if (attempt === 3 || !/context was destroyed/i.test(error.message)) throw error;
    }
  }
}
