/**
 * Resolves in a new task of the browser's event loop, so that the work after `await nextTask()`
 * does not lengthen the task running now: the browser may paint and handle input in between.
 * A message, not a timer: hidden tabs delay timers by up to a second.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
