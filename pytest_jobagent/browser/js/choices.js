// Fields a choice revealed: the fields shown before an action (noteFields), and per choice step the ones it
// brought up (noteChoice), so that a recorded step on such a field replays only when that choice is made again.

const FIELD_SELECTOR = 'input:not([type="hidden"]),select,textarea,[role="radio"],[role="checkbox"],[role="switch"],[role="combobox"],[role="listbox"],[role="textbox"],[contenteditable=""],[contenteditable="true"]';
let fieldsBefore = new WeakSet();
const revealedBy = new Map(); // choice step order -> WeakSet of the fields that choice brought up

function shownFields() {
  findRoots();
  return deepAll(FIELD_SELECTOR).filter(shown);
}

/** Before an action: remember the fields shown now. */
function noteFields() {
  fieldsBefore = new WeakSet(shownFields());
  return true;
}

/** After a choice (step `order`): the fields shown now that were not before it belong to that choice. */
function noteChoice(order) {
  const brought = shownFields().filter((el) => !fieldsBefore.has(el));
  if (brought.length) revealedBy.set(order, new WeakSet(brought));
  return brought.length;
}

/** The latest choice that brought up this field (or the field a label or wrapper stands for); null for none. */
function choiceOf(el) {
  const fields = [el, el.control, ...el.querySelectorAll(FIELD_SELECTOR)].filter(Boolean);
  let found = null;
  for (const [order, brought] of revealedBy) if (fields.some((f) => brought.has(f))) found = order;
  return found;
}
