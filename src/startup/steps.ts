/** User Timing marks of the app's start in the browser, as performance tools show them. */
export const startupMarks = {
  /** React, React DOM and React Router have run their module code. */
  framework: 'startup: framework evaluated',
  /** styled-components has run its module code, which reads the page's prerendered styles into its sheet. */
  styles: 'startup: styles evaluated',
  /** The app's modules have run; hydration starts. */
  app: 'startup: app evaluated',
} as const;

/**
 * Resolves in a new task of the browser's event loop, so that the work after `await nextTask()`
 * does not lengthen the task running now: the browser may paint and handle input in between.
 * A message, not a timer: hidden tabs delay timers by up to a second.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** Marks the end of a step of the app's start and resolves in a new task, where the next step runs. */
export async function endStartupStep(mark: (typeof startupMarks)[keyof typeof startupMarks]): Promise<void> {
  performance.mark(mark);
  await nextTask();
}
