/**
 * The worker loop of a queue kept in the database (the mail outbox, the push outbox): a pass
 * claims a batch, and passes run until one comes back short. A caller during a run shares it,
 * and the run then looks once more (what the caller committed may be newer than the run's last
 * look). A pass also runs every `pollMs` until `close()`; a closed queue claims nothing.
 */
export function createQueueDrain(options: {
  /** One pass: claims and handles a batch, and says how many it claimed. */
  runOnce: () => Promise<number>;
  batch: number;
  pollMs: number;
  /** Told when a pass fails (the database unavailable); the next pass tries again. */
  onError: (err: unknown) => void;
}) {
  const { runOnce, batch, pollMs, onError } = options;
  let running: Promise<number> | null = null;
  let isAskedAgain = false;
  let isClosed = false;
  let timer: NodeJS.Timeout | undefined;
  let gathering: NodeJS.Timeout | undefined;

  function drain(): Promise<number> {
    if (running) {
      isAskedAgain = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        isAskedAgain = false;
        for (;;) {
          const claimed = isClosed ? 0 : await runOnce();
          total += claimed;
          if (claimed < batch) break;
        }
      } while (isAskedAgain && !isClosed);
      return total;
    })()
      .catch((err: unknown) => {
        onError(err);
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  const schedule = () => {
    if (isClosed) return;
    timer = setTimeout(() => void drain().finally(schedule), pollMs);
    timer.unref();
  };
  schedule();

  return {
    drain,
    /** A pass within `ms`, one for every call made meanwhile: what they wrote is taken as one batch. */
    soon(ms: number) {
      if (gathering || isClosed) return;
      gathering = setTimeout(() => {
        gathering = undefined;
        void drain();
      }, ms);
      gathering.unref();
    },
    /** A pass already running may have looked before the caller's commit: wait, then look anew. */
    async idle() {
      await running;
      while ((await drain()) > 0);
    },
    /** No pass starts after this; waits for the one running. */
    async close() {
      isClosed = true;
      clearTimeout(timer);
      clearTimeout(gathering);
      await running;
    },
  };
}
