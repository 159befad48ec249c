// The page's API, window.__jobagent: what inpage.py calls (VERSION is declared by the wrapper inpage.py adds).

window.__jobagent = {
  version: VERSION, docId: DOC_ID, snapshot, quiet, describe, findOverlay, destination, scrollScroller, scrollerTop, noteOverlays,
  noteFields, noteChoice, choiceOf, opensWindow,
  windowsOpened: () => windowsOpened,
  selectorFor: (el, opts) => describe(el, opts).selector,
  structuralFor: (el, opts) => {
    setRules(opts && opts.rules);
    resetCaches();
    return structuralSelector(el);
  },
  pendingTimers: () => timers.size,
  // roots.js, reading.js, widgets.js: what browser/ reads and acts on
  deepCount, visibleText, formMessages, invalidFields, valueOfLabel,
  findList, listOptions, shownChoice, describeChoice, onlyMatch, scrollPage, framesHandled, fieldValue, fieldChecked, readValues,
  // collect.js: the collect run's listing reader, controls and details layouts
  listingItems, listingDecoys, holdsAny, listingWithin, itemIndexOf, groupExpander, applyControls, controlSignature, controlUrl, markOption,
  numberedNext, aroundChosen, markNth, confirmsOptions, markOnly, locateValues, readPlaces, hasForm, markItem,
  employerSigns, employerHeads, shownLinks, panelShows, groupOpener, markDropdown,
};
