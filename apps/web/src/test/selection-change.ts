/**
 * Browsers fire `selectionchange` from a queued task, once per batch of changes, and only when
 * the selection really changed (Selection API, "schedule a selectionchange event"). happy-dom
 * fires it synchronously on every range it sets, so react-aria's date segments, which collapse
 * the selection inside their `selectionchange` listener, recurse until the stack overflows and
 * print RangeError traces into the test output. This restores the browser's behaviour.
 */
export function queueSelectionChangeLikeBrowsers(doc: Document) {
  const dispatchNow = doc.dispatchEvent.bind(doc);
  let queued = false;
  let lastFired = selectionKey(doc);

  doc.dispatchEvent = (event: Event) => {
    if (event.type !== 'selectionchange') return dispatchNow(event);
    if (!queued) {
      queued = true;
      setTimeout(() => {
        queued = false;
        const current = selectionKey(doc);
        if (current === lastFired) return;
        lastFired = current;
        dispatchNow(new Event('selectionchange'));
      });
    }
    return true;
  };
}

const nodeIds = new WeakMap<Node, number>();
let nextNodeId = 1;

function nodeId(node: Node | null | undefined) {
  if (!node) return 0;
  let id = nodeIds.get(node);
  if (id === undefined) {
    id = nextNodeId++;
    nodeIds.set(node, id);
  }
  return id;
}

function selectionKey(doc: Document) {
  const selection = doc.getSelection();
  if (!selection) return '';
  const { anchorNode, anchorOffset, focusNode, focusOffset } = selection;
  return `${nodeId(anchorNode)}:${anchorOffset}:${nodeId(focusNode)}:${focusOffset}`;
}
