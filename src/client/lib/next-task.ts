/**
 * Resolves in a task of its own (a zero-delay timer), so that the work after `await nextTask()` does not
 * lengthen the task that is running now. On a slow phone one long task is a frozen screen (Lighthouse's
 * total blocking time counts each task's time over 50 ms): the app's first render and the dashboard's
 * stages are each split off this way (docs/performance.md).
 */
export const nextTask = (): Promise<void> => new Promise((done) => setTimeout(done, 0));
