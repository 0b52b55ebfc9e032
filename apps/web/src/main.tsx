import './index.css';
import { forgetScrollUnlessBackForward } from './lib/scroll-on-load';
import { storage } from './lib/storage';

// First, before the browser restores a reloaded page's scroll position on its own.
forgetScrollUnlessBackForward();

/** Resolves in a task of its own, after what the browser had queued (a paint, a tap). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Resolves once the browser has painted a frame: a rendering step runs the animation-frame
 * callbacks, then paints, and the timer's task comes after it. A hidden page paints nothing, so it
 * does not wait.
 */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState !== 'visible') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => void nextTask().then(resolve)));
}

/**
 * Puts the held modulepreload links into the page a few at a time. Each one asks for its file as
 * it is added, which costs a slow phone a few milliseconds: the fifty of a post's page, added in
 * one task, kept it from answering a tap for a quarter of a second (4x CPU slowdown).
 */
async function appendInSlices(links: DocumentFragment) {
  let sliceStart = performance.now();
  for (const link of [...links.children]) {
    document.head.append(link);
    if (performance.now() - sliceStart > 4) {
      await nextTask();
      sliceStart = performance.now();
    }
  }
}

// Every page holds the links to its modules (`page-modules`, apps/api's web-pages.ts); the
// entry adds them a few at a time. A page the server drew is painted first, so a phone shows the
// text at once rather than after parsing and running the JavaScript. A member's browser draws the
// page itself (the server drew a visitor's, whose buttons do nothing until then), so it does not
// wait; nor does a page the browser draws.
const held = document.getElementById('page-modules');
const root = document.getElementById('root');
if (root?.dataset['drawnIn'] !== undefined) {
  if (storage.read('token') === null) await afterFirstPaint();
  // A member's app replaces the visitor's page the server drew; until then its buttons would do
  // nothing, so they take no tap at all (inert), and a tap waits for the member's own page.
  else for (const drawn of root.children) drawn.setAttribute('inert', '');
}
if (held instanceof HTMLTemplateElement) await appendInSlices(held.content);
await import('./lib/react-modules');
await nextTask();
await import('./start');
