// From the browser's entries to interactions: what each tap or key cost, and where the time went.

// The scripts of the long animation frames that overlap an interaction, longest first, this many.
const TOP_SCRIPTS = 3;
// INP leaves out one worst interaction in every 50 (web.dev/inp); most scenarios have fewer.
const INTERACTIONS_PER_SKIPPED = 50;

const scriptName = (script) =>
  `${script.sourceFunctionName || script.invoker || script.invokerType}` +
  `${script.sourceURL ? ` (${script.sourceURL})` : ''}`;

/**
 * One interaction of a document from its Event Timing entries (pointerdown, pointerup and click of
 * a tap; keydown and keyup of a key). Its duration is its longest entry's, as INP takes it. The
 * parts run from the first entry's start to the last entry's end: input delay until its handlers
 * start, processing until the last handler ends (summed: the handlers' own time; span: first start
 * to last end), presentation until the frame after it is shown. With every entry in one frame they
 * add up to the duration; a tap whose pointerup came a frame later adds up to more.
 */
function interactionOf(entries, frames, document) {
  const sorted = entries.toSorted((a, b) => a.startTime - b.startTime);
  const [first] = sorted;
  const longest = sorted.reduce((worst, entry) => (entry.duration > worst.duration ? entry : worst));
  const end = Math.max(...sorted.map((entry) => entry.startTime + entry.duration));
  const processingEnd = Math.max(...sorted.map((entry) => entry.processingEnd));
  const scripts = frames
    .flatMap((frame) => frame.scripts)
    .filter((script) => script.startTime < end && script.startTime + script.duration > first.startTime)
    .toSorted((a, b) => b.duration - a.duration)
    .slice(0, TOP_SCRIPTS)
    .map((script) => ({ name: scriptName(script), duration: script.duration }));
  return {
    document,
    startTime: first.startTime,
    events: [...new Set(sorted.map((entry) => entry.name))].join('/'),
    target: longest.target ?? sorted.find((entry) => entry.target)?.target ?? '?',
    duration: longest.duration,
    inputDelay: first.processingStart - first.startTime,
    processingSum: sorted.reduce((sum, entry) => sum + entry.processingEnd - entry.processingStart, 0),
    processingSpan: processingEnd - first.processingStart,
    presentationDelay: Math.max(0, end - processingEnd),
    scripts,
  };
}

/** Every interaction of every document of a run, in order (ids are a document's own, so per document). */
export function interactionsOf(documents) {
  return documents.flatMap(({ events, frames }, document) => {
    const byId = Map.groupBy(events, (entry) => entry.interactionId);
    return [...byId.values()]
      .map((entries) => interactionOf(entries, frames, document))
      .toSorted((a, b) => a.startTime - b.startTime);
  });
}

/**
 * The run's INP: its worst interaction, less one in every 50 the documents counted (Event Timing
 * reports only those of 16 ms or more, so the count is the browser's own). 0 when none took 16 ms.
 */
export function inpOf(documents, interactions) {
  const counted = documents.reduce((sum, { interactionCount }) => sum + (interactionCount ?? 0), 0);
  const skipped = Math.floor(Math.max(counted, interactions.length) / INTERACTIONS_PER_SKIPPED);
  const durations = interactions.map(({ duration }) => duration).toSorted((a, b) => b - a);
  return durations[Math.min(skipped, durations.length - 1)] ?? 0;
}

/**
 * Whether a tap's click never got its entry: the tap that left a document (a native link or post,
 * the no-JS twin's way) whose next page came before the old one drew another frame. Its pointerdown
 * and pointerup entries alone said 24-48 ms where the taps whose click was reported took 80-104
 * (2026-11-29): it measures no tap. The document's last interaction, of a document that was left.
 */
export function unreported(interaction, interactions, documents) {
  return (
    interaction.document < documents.length - 1 &&
    interaction === interactions.findLast(({ document }) => document === interaction.document) &&
    interaction.events.includes('pointerup') &&
    !interaction.events.includes('click')
  );
}
