/**
 * Waits for a state, never for a time (docs/reliability.md): polls `condition` every 20 ms until
 * it holds. The test's own timeout bounds the wait.
 */
export async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 20));
}
