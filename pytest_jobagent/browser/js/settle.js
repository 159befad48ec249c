// Settle helpers: short timers, requests and animation frames the page asks for are tracked, and quiet() waits for them
// and for DOM quiet. (CSS transitions are not: a hover starts one on most buttons of real sites, and they draw, they do
// not change the DOM.)

// The page's own setTimeout (Playwright's fake one under the run's clock): the page's timers are wrapped on it. The
// script's own waits use REAL's (common.js).
const nativeSetTimeout = window.setTimeout;
const nativeClearTimeout = window.clearTimeout;

// Timers the page schedules (debounces, simulated latency, `await sleep(300)`) are pending work
// a fixed wait would have slept through. Long timers and deep timer chains (polling) are ignored.
const timers = new Map(); // id -> due time
const timerCfg = { maxDelay: 2000, maxDepth: 4 };
// How deep in a chain of tracked callbacks the running code is, per kind (a timer set in a timer's callback, a frame
// asked for in a frame's): a chain past its depth is a loop (polling, an animation), not pending work.
const chainDepth = { timer: 0, frame: 0 };

/** Run a tracked callback at its depth in the chain of its kind. */
function runAt(kind, level, fn, self, args) {
  const previous = chainDepth[kind];
  chainDepth[kind] = level;
  try {
    return fn.apply(self, args);
  } finally {
    chainDepth[kind] = previous;
  }
}

/** Route the page's short timers through a wrapper that records when each is due (quiet() waits for them). */
function trackShortTimers() {
  try {
    window.setTimeout = function setTimeout(fn, delay, ...args) {
      const ms = Number(delay) || 0;
      if (typeof fn !== "function" || ms > timerCfg.maxDelay || chainDepth.timer >= timerCfg.maxDepth) {
        return nativeSetTimeout.call(window, fn, delay, ...args);
      }
      const level = chainDepth.timer + 1;
      let id = 0;
      const wrapped = function () {
        timers.delete(id);
        return runAt("timer", level, fn, this, args);
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

// The page's own fetches and XHRs, from the call until the code handling the answer has run: a response counts from
// its headers to the end of its body read (json(), text(), ...) and one task more, in which the `.then` that renders
// it runs. The network alone cannot say this: a fetch is answered before the page has read, parsed and shown it, and
// a busy renderer can take longer over that than any quiet window (an init script only: wraps before page code runs).
let handling = 0;

/** One answer handled: counted down a task later, once the code its arrival scheduled has run. */
function handled() {
  REAL.setTimeout(() => { handling -= 1; }, 0);
}

function untilHandled(promise) {
  handling += 1;
  promise.then(handled, handled);
  return promise;
}

function trackRequests() {
  try {
    const nativeFetch = window.fetch;
    if (typeof nativeFetch === "function") {
      window.fetch = function fetch(...args) {
        return untilHandled(nativeFetch.apply(this, args));
      };
    }
    const body = window.Response && window.Response.prototype;
    for (const name of ["json", "text", "arrayBuffer", "blob", "formData"]) {
      const read = body && body[name];
      if (typeof read === "function") {
        body[name] = function (...args) {
          return untilHandled(read.apply(this, args));
        };
      }
    }
    const send = window.XMLHttpRequest && window.XMLHttpRequest.prototype.send;
    if (typeof send === "function") {
      window.XMLHttpRequest.prototype.send = function (...args) {
        handling += 1;
        this.addEventListener("loadend", handled, { once: true });
        return send.apply(this, args);
      };
    }
  } catch (e) {
    /* frozen globals: settle falls back to the network as Playwright reports it */
  }
}
trackRequests();

// Frames the page asks for (a render scheduled for the next frame: React's and Vue's transitions, virtual lists,
// layout reads) are pending work too. A frame's own request for the next one (an animation loop) past FRAME_DEPTH is
// not, and a hidden document draws no frames at all, so there none is waited for.
const nativeRequestFrame = window.requestAnimationFrame;
const nativeCancelFrame = window.cancelAnimationFrame;
const frames = new Set();
const FRAME_DEPTH = 2;

function trackFrames() {
  try {
    if (typeof nativeRequestFrame !== "function") return;
    window.requestAnimationFrame = function requestAnimationFrame(fn) {
      if (typeof fn !== "function" || chainDepth.frame >= FRAME_DEPTH) return nativeRequestFrame.call(window, fn);
      const level = chainDepth.frame + 1;
      let id = 0;
      id = nativeRequestFrame.call(window, function (time) {
        frames.delete(id);
        return runAt("frame", level, fn, this, [time]);
      });
      frames.add(id);
      return id;
    };
    window.cancelAnimationFrame = function cancelAnimationFrame(id) {
      frames.delete(id);
      return nativeCancelFrame.call(window, id);
    };
  } catch (e) {
    /* frozen globals: frames are not waited for */
  }
}
trackFrames();

const framesPending = () => frames.size > 0 && document.visibilityState !== "hidden";

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
/** A CSS transition or a finite animation is moving something now (a drawer sliding in, a dialog fading in): the
 *  page is not where it will be. Endless animations (a spinner) never end, so they do not count. */
function transitionsRunning() {
  if (!document.getAnimations) return false;
  return document.getAnimations().some((a) => {
    if (a.playState !== "running") return false;
    const timing = a.effect && a.effect.getComputedTiming ? a.effect.getComputedTiming() : null;
    return !!timing && Number.isFinite(timing.endTime) && timing.endTime <= 2000;
  });
}

function quiet(opts) {
  const quietMs = opts.quietMs ?? 100;
  const timeoutMs = opts.timeoutMs ?? 5000;
  // false under the run's paused clock (pageclock.py): the page's timers and frames come due only as the settle moves
  // the clock, so they are counted, not waited for
  const pageTimers = opts.pageTimers ?? true;
  const timersPending = () => (pageTimers ? timers.size : 0);
  const drawingNow = () => pageTimers && framesPending();
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
      resolve({ quiet: settled, waited_ms: now() - start, mutations, pending_timers: timers.size,
                pending_frames: framesPending() ? frames.size : 0, handling, reason });
    };
    const check = () => {
      const t = now();
      const loading = document.readyState === "loading";
      const domQuiet = t - last >= quietMs;
      const drawing = drawingNow();
      const moving = transitionsRunning();
      if (domQuiet && timersPending() === 0 && handling === 0 && !loading && !drawing && !moving) {
        return finish(true, "quiet");
      }
      if (t - start >= timeoutMs) {
        return finish(false, loading ? "document still loading" : timersPending() ? "timers pending"
          : handling ? "requests being handled" : drawing ? "frames pending" : moving ? "transitions running"
          : "DOM still changing");
      }
      if (domQuiet && moving && !timersPending() && !handling && !drawing) {
        // a drawer sliding in: what it shows is where it will be once the transition ends
        REAL.setTimeout(check, 16);
        return;
      }
      let wait = domQuiet ? 0 : quietMs - (t - last);
      if (timersPending()) {
        let soonest = Infinity;
        for (const due of timers.values()) soonest = Math.min(soonest, due);
        wait = Math.max(wait, Math.min(soonest - t + 1, quietMs));
      }
      if (!wait && drawing) wait = 16; // the next frame
      if (!wait && handling) wait = 10; // an answer being read: look again soon, its handler may render
      REAL.setTimeout(check, Math.max(5, Math.min(wait || quietMs, timeoutMs - (t - start))));
    };
    REAL.setTimeout(check, Math.max(0, quietMs - (start - last)));
  });
}
