"""Browser layer: launching Chromium, page actions and settle waits, DOM snapshots, selectors, PageObserver."""
