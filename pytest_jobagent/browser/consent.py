"""Cookie-consent banners: one generic rule finds a visible consent dialog or bar that covers the page and
presses its "reject"/"only necessary" button (else its "accept" button), so agents read the page, not the banner."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

# In the page: the banner is a visible dialog, or a fixed/sticky box, that speaks of cookies or consent
# (in its id, class, label or text); its button is chosen by text, refusing before accepting.
FIND_CONSENT_BUTTON = r"""
() => {
  const WORDS = /cookie|consent|gdpr|privacy (settings|preferences|choices)|cmp\b|onetrust|cookiebot|didomi|truste/i;
  const REJECT = /^(reject|decline|deny|refuse|disagree)( all| optional| non-essential| additional)?( cookies)?$|only (strictly )?(necessary|essential|required)|(necessary|essential|required) (cookies )?only|continue without accepting/i;
  const ACCEPT = /^(accept|allow|agree|i agree|i accept|ok|okay|got it|understood|i understand|yes,? i agree)( all| cookies| all cookies| & close| and close)?!?$/i;
  const KNOWN = ['#onetrust-reject-all-handler', '#CybotCookiebotDialogBodyButtonDecline', '#didomi-notice-disagree-button',
                 '#onetrust-accept-btn-handler', '#CybotCookiebotDialogBodyLevelButtonLevelOptinAllowAll',
                 '#didomi-notice-agree-button'];
  const visible = (el) => {
    const r = el.getBoundingClientRect(); const s = getComputedStyle(el);
    return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none' && Number(s.opacity) !== 0;
  };
  const label = (el) => (el.innerText || el.value || el.getAttribute('aria-label') || '').replace(/\s+/g, ' ').trim();
  for (const sel of KNOWN) {
    const el = document.querySelector(sel);
    if (el && visible(el)) return {el, text: label(el), choice: sel.match(/reject|decline|disagree/i) ? 'reject' : 'accept'};
  }
  const vw = innerWidth, vh = innerHeight;
  const banners = [];
  for (const el of document.querySelectorAll('body *')) {
    if (!visible(el)) continue;
    const s = getComputedStyle(el);
    const role = el.getAttribute('role') || '';
    const floating = s.position === 'fixed' || s.position === 'sticky' || /dialog/.test(role) || el.tagName === 'DIALOG';
    if (!floating) continue;
    const r = el.getBoundingClientRect();
    const covers = (r.width * r.height) / (vw * vh) > 0.08 || r.width > vw * 0.6;
    if (!covers) continue;
    const named = [el.id, el.className && el.className.baseVal === undefined ? el.className : '',
                   el.getAttribute('aria-label') || '', el.getAttribute('aria-labelledby') || ''].join(' ');
    const text = (el.innerText || '').slice(0, 2000);
    if (WORDS.test(named) || /cookie/i.test(text)) banners.push(el);
  }
  for (const banner of banners) {
    const buttons = [...banner.querySelectorAll('button, [role=button], a, input[type=button], input[type=submit]')]
      .filter(visible);
    for (const [re, choice] of [[REJECT, 'reject'], [ACCEPT, 'accept']]) {
      const el = buttons.find((b) => re.test(label(b)));
      if (el) return {el, text: label(el), choice};
    }
  }
  return null;
}
"""


@dataclass
class ConsentDismissal:
    """What the rule pressed: the button's text and whether it refused or accepted."""

    text: str
    choice: str


def dismiss_consent(page: Any, timeout_ms: int = 2_000) -> ConsentDismissal | None:
    """Press the consent banner's button if the page shows one; None when there is none (or it cannot be
    pressed). Never raises: a page without a banner is the common case."""
    try:
        found = page.evaluate_handle(f"({FIND_CONSENT_BUTTON})()")
        if found.evaluate("(x) => x === null"):
            return None
        info = found.evaluate("(x) => ({text: x.text, choice: x.choice})")
        button = found.evaluate_handle("(x) => x.el").as_element()
        if button is None:
            return None
        button.click(timeout=timeout_ms)
        try:
            button.wait_for_element_state("hidden", timeout=timeout_ms)
        except Exception:  # noqa: BLE001 - the banner may stay in the DOM, faded or moved away
            pass
        return ConsentDismissal(text=info["text"][:80], choice=info["choice"])
    except Exception:  # noqa: BLE001 - a closed page or a navigation in between: nothing dismissed
        return None
