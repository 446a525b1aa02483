/**
 * Runs `run` at most once per `gapMs`, never twice at once: a call during a run or inside the
 * gap is kept as one trailing run, so the last change is always priced.
 */
export function throttleAsync(run: () => Promise<void>, gapMs: number, lastRunAt = -Infinity) {
  let last = lastRunAt;
  let running = false;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | null = null;

  async function fire() {
    running = true;
    last = Date.now();
    try {
      await run();
    } finally {
      running = false;
      if (again) {
        again = false;
        call();
      }
    }
  }

  function call() {
    if (running) {
      again = true;
      return;
    }
    if (timer) return;
    const wait = last + gapMs - Date.now();
    if (wait <= 0) void fire();
    else
      timer = setTimeout(() => {
        timer = null;
        void fire();
      }, wait);
  }

  return {
    call,
    cancel() {
      if (timer) clearTimeout(timer);
      timer = null;
      again = false;
    },
  };
}
