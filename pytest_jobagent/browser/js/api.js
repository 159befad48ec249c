// The page's API, window.__jobagent: what inpage.py calls (VERSION is declared by the wrapper inpage.py adds).

window.__jobagent = {
  version: VERSION, docId: DOC_ID, snapshot, quiet, describe, findOverlay, destination, scrollScroller, scrollerTop, noteOverlays,
  noteFields, noteChoice, choiceOf,
  selectorFor: (el, opts) => describe(el, opts).selector,
  structuralFor: (el, opts) => {
    setRules(opts && opts.rules);
    resetCaches();
    return structuralSelector(el);
  },
  pendingTimers: () => timers.size,
};
