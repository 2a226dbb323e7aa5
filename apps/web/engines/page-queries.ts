// Page functions: each runs in the page on its own (page-script.ts sends its source), so each
// declares the little it needs itself. They find what a visitor finds: a field by its label, a
// button or a link by its name, text that is on the screen, the first visible one.

/** A field (input, select, textarea) by its label, the aria-label or the labelling element. */
export function fieldByLabel(label: string): HTMLInputElement | null {
  const text = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();
  const visible = (element: Element) => element.getClientRects().length > 0;
  const fields = document.querySelectorAll<HTMLInputElement>('input:not([type=hidden]), select, textarea');
  const names = (field: HTMLInputElement) => [
    ...[...(field.labels ?? [])].map((labelling) => text(labelling.textContent)),
    text(field.getAttribute('aria-label')),
    ...(field.getAttribute('aria-labelledby') ?? '')
      .split(' ')
      .map((id) => text(id && document.getElementById(id)?.textContent)),
  ];
  return [...fields].find((field) => visible(field) && names(field).includes(text(label))) ?? null;
}

/** A button (or a link) by its name: its aria-label, else its text; case as written, else any case. */
export function controlByName(kind: 'button' | 'link', name: string): HTMLElement | null {
  const text = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();
  const selector = kind === 'button' ? 'button, input[type=submit], [role=button]' : 'a[href], [role=link]';
  const controls = [...document.querySelectorAll<HTMLElement>(selector)].filter(
    (control) => control.getClientRects().length > 0,
  );
  const nameOf = (control: HTMLElement) =>
    text(
      control.getAttribute('aria-label') ?? (control instanceof HTMLInputElement ? control.value : control.textContent),
    );
  const wanted = text(name);
  return (
    controls.find((control) => nameOf(control) === wanted) ??
    controls.find((control) => nameOf(control).toLowerCase() === wanted.toLowerCase()) ??
    null
  );
}

/** Whether `wanted` is on the screen: in the smallest element that holds all of it, and that one visible. */
export function showsText(wanted: string): boolean {
  const text = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();
  const needle = text(wanted);
  const holders = [...document.body.querySelectorAll('*')].filter((element) =>
    text(element.textContent).includes(needle),
  );
  const smallest = holders.filter((element) => ![...element.children].some((child) => holders.includes(child)));
  return smallest.some((element) => {
    const style = getComputedStyle(element);
    return element.getClientRects().length > 0 && style.visibility !== 'hidden' && style.opacity !== '0';
  });
}

/** The first-level heading's text. */
export function headingText(): string | null {
  const heading = [...document.querySelectorAll('h1')].find((element) => element.getClientRects().length > 0);
  return heading ? (heading.textContent ?? '').replace(/\s+/g, ' ').trim() : null;
}

/** A field's state as a visitor and a screen reader know it: value, checked, description. */
export function fieldState(label: string): { value: string; checked: boolean; description: string } | null {
  const text = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();
  const field = [...document.querySelectorAll<HTMLInputElement>('input, select, textarea')].find(
    (candidate) =>
      candidate.getClientRects().length > 0 &&
      ([...(candidate.labels ?? [])].some((labelling) => text(labelling.textContent) === text(label)) ||
        text(candidate.getAttribute('aria-label')) === text(label)),
  );
  if (!field) return null;
  const description = (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => text(id && document.getElementById(id)?.textContent))
    .join(' ');
  return { value: field.value, checked: field.checked, description: text(description) };
}

/** Chooses an option of a select as the browser does when a visitor picks it (input, then change). */
export function chooseOption(label: string, value: string): boolean {
  const text = (content: string | null | undefined) => (content ?? '').replace(/\s+/g, ' ').trim();
  const select = [...document.querySelectorAll('select')].find((candidate) =>
    [...candidate.labels].some((labelling) => text(labelling.textContent) === text(label)),
  );
  if (!select) return false;
  select.value = value;
  select.dispatchEvent(new Event('input', { bubbles: true }));
  select.dispatchEvent(new Event('change', { bubbles: true }));
  return true;
}

/** What the checks after every page need to know. */
export function pageFacts() {
  const root = document.documentElement;
  return {
    hydrated: root.hasAttribute('data-hydrated'),
    scrollWidth: root.scrollWidth,
    clientWidth: root.clientWidth,
    innerWidth,
    language: root.lang,
  };
}

/** The landing page's variant as it renders it (its layout and registration flow). */
export function landingVariant(): { layout: string | null; flow: string | null } | null {
  const landing = document.querySelector<HTMLElement>('.landing');
  return landing && { layout: landing.dataset.layout ?? null, flow: landing.dataset.flow ?? null };
}

/** Whether an element named `name` (aria-label) is on the screen, e.g. the stepper's "Step 2 of 2". */
export function showsNamed(name: string): boolean {
  return [...document.querySelectorAll('[aria-label]')].some(
    (element) => element.getAttribute('aria-label') === name && element.getClientRects().length > 0,
  );
}
