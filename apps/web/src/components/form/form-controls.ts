/*
 * A form's values as its controls hold them: the browser's own, uncontrolled controls are the
 * truth, read when the visitor changes one and at the submit, written where the form sets a value.
 * Each value has the type of its default: a tick (one box), a list (boxes of one name), text (a
 * field, a select, a radio's choice; null while no radio is chosen).
 */

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type Value = unknown;

const checkable = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

/** The controls of a field (not the hidden inputs a form posts beside its fields). */
export const controlsOf = (form: HTMLFormElement, name: string): Control[] =>
  [...form.querySelectorAll<Control>(`[name="${CSS.escape(name)}"]`)].filter((control) => control.type !== 'hidden');

/** A field's value as its controls show it, in the type of its default; undefined when it is not shown. */
export function readField(form: HTMLFormElement, name: string, like: Value): Value | undefined {
  const controls = controlsOf(form, name);
  if (controls.length === 0) return undefined;
  if (typeof like === 'boolean') return controls.some((control) => checkable(control) && control.checked);
  if (Array.isArray(like))
    return controls.filter((control) => checkable(control) && control.checked).map((c) => c.value);
  if (controls.every(checkable)) return controls.find((control) => control.checked)?.value ?? null;
  return controls[0]?.value;
}

/** Shows a value on a field's controls (where they differ: writing a value moves the caret). */
export function showField(form: HTMLFormElement, name: string, value: Value): void {
  for (const control of controlsOf(form, name)) {
    if (checkable(control)) {
      const checked = Array.isArray(value) ? value.includes(control.value) : value === true || value === control.value;
      if (control.checked !== checked) control.checked = checked;
    } else if (control.value !== (value ?? '')) control.value = String(value ?? '');
  }
}

/**
 * A form's values posted as the browser posts the form: a tick as "on", a list as repeated names,
 * nothing for none; with the hidden fields, which win over a field of the same name.
 */
export function postedBody(values: Record<string, unknown>, besides: Record<string, string>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(besides)) body.append(name, value);
  for (const [name, value] of Object.entries(values)) {
    if (name in besides) continue; // the form's own (a known address) over an unseen field's
    if (value === true) body.append(name, 'on');
    else if (Array.isArray(value)) value.forEach((item) => body.append(name, String(item)));
    else if (typeof value === 'string' || typeof value === 'number') body.append(name, String(value));
  }
  return body;
}
