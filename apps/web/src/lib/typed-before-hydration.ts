import { sessionStore } from '@/lib/session-storage';

/**
 * What the visitor typed or chose in the server's page before the app took it over. The forms work
 * from the first paint, but the form's values start from what the server rendered, so an early
 * choice would silently go. It is noted
 * just before hydration, and so is what is typed until each form takes its own fields back once it
 * runs (`useAppForm`), writing them to its keeper. Until then the page's inline script keeps them
 * for the tab, so that a reload before hydration finds them too
 * (`lib/server/keep-typed-early.server.ts`).
 */
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
export type EarlyValue = string | string[] | boolean;

const early: Record<string, EarlyValue> = {};
/** The fields a form has taken: what is typed there from then on is the form's own. */
const taken = new Set<string>();

/** Where the page's inline script keeps what is typed before hydration (session storage). */
export const typedEarlyKey = 'acq:typed-early';

const isCheckable = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

function changedByVisitor(control: Control): boolean {
  if (control instanceof HTMLSelectElement) {
    return [...control.options].some((option) => option.selected !== option.defaultSelected);
  }
  if (isCheckable(control)) return control.checked !== control.defaultChecked;
  return control.type !== 'hidden' && control.value !== control.defaultValue;
}

/** The boxes or radios of a control's name in its form (not its FormData, which walks every option). */
const sameName = (control: HTMLInputElement) =>
  [...document.getElementsByName(control.name)].filter(
    (other): other is HTMLInputElement =>
      other instanceof HTMLInputElement && other.type === control.type && other.form === control.form,
  );

/** A field's value as the form's state holds it: a box alone is true or false, boxes of one name a list. */
function valueOf(control: Control): EarlyValue {
  if (!isCheckable(control)) return control.value;
  const group = sameName(control);
  const chosen = group.filter((other) => other.checked && !other.disabled).map((other) => other.value);
  if (control.type === 'radio') return chosen[0] ?? '';
  return group.length > 1 ? chosen : control.checked;
}

const isControl = (target: EventTarget | null): target is Control =>
  (target instanceof HTMLInputElement ||
    target instanceof HTMLSelectElement ||
    target instanceof HTMLTextAreaElement) &&
  target.form !== null;

function note(control: Control): void {
  if (control.name && changedByVisitor(control)) early[control.name] = valueOf(control);
}

// What is typed while React hydrates (it yields to the browser between slices) and until the form
// has taken its fields: a keystroke then would be lost to the field's starting value. A tap on a
// box or a radio is noted at its click, which arrives ticked and before React sees it: a click on
// a form still hydrating makes React finish that hydration inside the click, before its `change`
// follows.
function noteTyped({ target }: Event): void {
  if (!isControl(target) || !target.name || taken.has(target.name)) return;
  if (changedByVisitor(target)) early[target.name] = valueOf(target);
  else delete early[target.name]; // back as the server wrote it
}

// Listened to from before React's own listeners (`entry.client.tsx`), so the click is noted first.
const noted = ['click', 'input', 'change'] as const;

/**
 * Called just before hydration, and before a part of the page that hydrates later
 * (`lib/code-part.ts`): notes what is there, and from now on what is typed, until each form has
 * taken its fields.
 */
export function noteTypedBeforeHydration(root: ParentNode = document): void {
  const controls = root.querySelectorAll<Control>('form input, form select, form textarea');
  // Fields of the forms about to hydrate: another form's fields of the same name were taken before.
  controls.forEach((control) => taken.delete(control.name));
  controls.forEach(note);
  for (const type of noted) document.addEventListener(type, noteTyped, true);
}

/** The early values of these fields, once: a form that mounts again later starts from its own state. */
export function takeTypedBeforeHydration(fields: string[]): Record<string, EarlyValue> | null {
  const values = Object.fromEntries(fields.filter((field) => field in early).map((field) => [field, early[field]!]));
  for (const field of fields) {
    delete early[field];
    taken.add(field);
  }
  return Object.keys(values).length > 0 ? values : null;
}

/**
 * Called once the page has hydrated: the forms have taken their early values into their keepers,
 * which keep what is typed from now on; the inline script's copy would only bring old values back.
 */
export function forgetTypedBeforeHydration(): void {
  sessionStore()?.removeItem(typedEarlyKey);
  for (const type of noted) document.removeEventListener(type, noteTyped, true);
}
