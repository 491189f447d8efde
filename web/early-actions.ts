/**
 * A press before the app has arrived (web/start.ts holds it back until the page has painted, seconds on a slow
 * phone line) would otherwise be lost, or worse: a form without an address of its own would be sent by the browser
 * to the page's own URL as a query (`/cerca?quantity=1…`), leaving the page and writing what was typed into the
 * address bar and the access log. So until the app has taken the page over (`#root[data-hydrated]`, web/main.tsx):
 * - a form the app sends itself (no `action`), when sent, and a button, checkbox or radio pressed are held: the
 *   browser does nothing with them, the control says it is busy, and the app is asked to start at once;
 * - the last one held is carried out once, when the app has taken the page over: a double press adds one line;
 * - forms with an `action` (search, login, registration) are sent the browser's way, with their boxes; links too.
 * Part of the page's first script: nothing here may import what the app imports.
 */

type Held = { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null } | { kind: 'click'; control: HTMLElement };

const PRESSABLE = 'button, [role="button"], input[type="checkbox"], input[type="radio"]';

/** The element that shows the held press as busy: the form sent, or the control pressed. */
const busyElement = (held: Held) => (held.kind === 'submit' ? held.form : held.control);

/** The button that sent `form`, if it still belongs to it (requestSubmit refuses any other). */
function submitterOf(form: HTMLFormElement, submitter: HTMLElement | null): HTMLElement | null {
  const own = (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) && submitter.form === form;
  return own ? submitter : null;
}

/**
 * Holds early presses inside `root` until it is hydrated; `startApp` brings the app forward. The cookie notice
 * (`notice`) answers its own early presses (web/start.ts): it is left alone.
 */
export function holdEarlyActions(root: HTMLElement, startApp: () => void, notice: HTMLElement | null): void {
  let held: Held | undefined;
  /** The busy state the element had before it was held, given back before the press is carried out. */
  let ownBusy: string | null = null;

  const isHydrated = () => root.dataset.hydrated !== undefined;
  const isAppControl = (element: Element) => root.contains(element) && !notice?.contains(element);

  function hold(next: Held): void {
    if (held) release();
    held = next;
    const element = busyElement(next);
    ownBusy = element.getAttribute('aria-busy');
    element.setAttribute('aria-busy', 'true');
    element.dataset.earlyAction = '';
    startApp();
  }

  function release(): Held | undefined {
    const was = held;
    if (!was) return undefined;
    const element = busyElement(was);
    if (ownBusy === null) element.removeAttribute('aria-busy');
    else element.setAttribute('aria-busy', ownBusy);
    delete element.dataset.earlyAction;
    held = undefined;
    return was;
  }

  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (isHydrated() || !(form instanceof HTMLFormElement) || !isAppControl(form) || form.hasAttribute('action')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // The same form sent again (a double press) stays one action.
    if (held?.kind === 'submit' && held.form === form) return;
    hold({ kind: 'submit', form, submitter: event.submitter });
  };

  const onClick = (event: MouseEvent) => {
    if (isHydrated() || !(event.target instanceof Element)) return;
    const control = event.target.closest<HTMLElement>(PRESSABLE);
    if (!control || !isAppControl(control) || control.closest('a[href]')) return;
    // A submit button sends its form: the submit above holds that (or lets a form with an address go).
    if (control instanceof HTMLButtonElement && control.type === 'submit' && control.form) return;
    // A box ticked in a form the browser can send itself goes with it, the browser's way.
    if (control instanceof HTMLInputElement && control.form?.hasAttribute('action')) return;
    // Not ticked now (a checkbox would show a state the app does not know of): ticked when the app has it.
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held?.kind === 'click' && held.control === control) return;
    hold({ kind: 'click', control });
  };

  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('click', onClick, true);

  const watcher = new MutationObserver(() => {
    if (!isHydrated()) return;
    watcher.disconnect();
    document.removeEventListener('submit', onSubmit, true);
    document.removeEventListener('click', onClick, true);
    // After the app's first effects (they run after a frame): what the press opens is not closed again by them.
    requestAnimationFrame(() =>
      requestAnimationFrame(() =>
        setTimeout(() => {
          const was = release();
          if (!was) return;
          if (was.kind === 'submit') {
            if (was.form.isConnected) was.form.requestSubmit(submitterOf(was.form, was.submitter));
          } else if (was.control.isConnected) {
            was.control.click();
          }
        }),
      ),
    );
  });
  watcher.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
}
