/** Whether a promise has settled after the tasks queued before it. */
export async function settled(promise: unknown): Promise<boolean> {
  let done = false;
  void Promise.resolve(promise).then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}
