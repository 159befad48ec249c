// Settle helpers: short timers the page schedules are tracked, and quiet() waits for them and for DOM quiet.

const nativeSetTimeout = window.setTimeout;
const nativeClearTimeout = window.clearTimeout;

// Timers the page schedules (debounces, simulated latency, `await sleep(300)`) are pending work
// a fixed wait would have slept through. Long timers and deep timer chains (polling) are ignored.
const timers = new Map(); // id -> due time
const timerCfg = { maxDelay: 2000, maxDepth: 4 };
let timerDepth = 0;

/** Route the page's short timers through a wrapper that records when each is due (quiet() waits for them). */
function trackShortTimers() {
  try {
    window.setTimeout = function setTimeout(fn, delay, ...args) {
      const ms = Number(delay) || 0;
      if (typeof fn !== "function" || ms > timerCfg.maxDelay || timerDepth >= timerCfg.maxDepth) {
        return nativeSetTimeout.call(window, fn, delay, ...args);
      }
      const depth = timerDepth + 1;
      let id = 0;
      const wrapped = function () {
        timers.delete(id);
        const previous = timerDepth;
        timerDepth = depth;
        try {
          return fn.apply(this, args);
        } finally {
          timerDepth = previous;
        }
      };
      id = nativeSetTimeout.call(window, wrapped, ms);
      timers.set(id, now() + ms);
      return id;
    };
    window.clearTimeout = function clearTimeout(id) {
      timers.delete(id);
      return nativeClearTimeout.call(window, id);
    };
  } catch (e) {
    /* frozen globals: settle falls back to DOM quiet and network only */
  }
}
trackShortTimers();

// When the DOM last changed, kept from the moment the script loads (an init script: before the page's own code), so
// a wait that follows no action of ours can count the quiet the page has already had.
let lastMutation = now();
try {
  new MutationObserver(() => {
    lastMutation = now();
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
} catch (e) {
  /* no document to observe: quiet() measures its own window */
}

/** Resolve once the DOM has not changed for quietMs and no short timer is pending, or at timeoutMs. The quiet window
 * starts now, or (sinceLastMutation) at the DOM's last change: a page quiet for quietMs already resolves at once. */
function quiet(opts) {
  const quietMs = opts.quietMs ?? 100;
  const timeoutMs = opts.timeoutMs ?? 5000;
  if (opts.maxTimerMs !== undefined) timerCfg.maxDelay = opts.maxTimerMs;
  return new Promise((resolve) => {
    const start = now();
    let last = opts.sinceLastMutation ? Math.min(lastMutation, start) : start;
    let mutations = 0;
    const observer = new MutationObserver((records) => {
      mutations += records.length;
      last = now();
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    const finish = (settled, reason) => {
      observer.disconnect();
      resolve({ quiet: settled, waited_ms: now() - start, mutations, pending_timers: timers.size, reason });
    };
    const check = () => {
      const t = now();
      const loading = document.readyState === "loading";
      const domQuiet = t - last >= quietMs;
      if (domQuiet && timers.size === 0 && !loading) return finish(true, "quiet");
      if (t - start >= timeoutMs) {
        return finish(false, loading ? "document still loading" : timers.size ? "timers pending" : "DOM still changing");
      }
      let wait = domQuiet ? 0 : quietMs - (t - last);
      if (timers.size) {
        let soonest = Infinity;
        for (const due of timers.values()) soonest = Math.min(soonest, due);
        wait = Math.max(wait, Math.min(soonest - t + 1, quietMs));
      }
      nativeSetTimeout.call(window, check, Math.max(5, Math.min(wait || quietMs, timeoutMs - (t - start))));
    };
    nativeSetTimeout.call(window, check, Math.max(0, quietMs - (start - last)));
  });
}
