import { typedEarlyKey } from '@/lib/typed-before-hydration';

/**
 * What the visitor types into the server's page before the app runs, kept for the tab at once.
 *
 * Until the page hydrates, a typed value lives only in its field: the forms' keepers (session
 * storage) note it once the app runs (`lib/typed-before-hydration.ts`, `useAppForm`). A reload
 * before then, and the page's modules wait for its first paint and its priority image (up to
 * 3 s, longer on a slow phone), started from an empty form: browsers do not restore a form's
 * values on a reload (Chromium does only on back and forward). So this inline script, which runs
 * with the page, writes each change to session storage under the page's path, until the app has
 * hydrated (`data-hydrated`; from then on the keepers do it, and the app forgets this entry). A
 * later document of the same path puts the values back into its fields before the app runs, where
 * they count as typed in that page. A form sent natively forgets them: its answer shows what it
 * sent, or the next page. Hidden, password and file fields are never kept.
 */
export const keepTypedEarly = `(() => {
  let store = null;
  try { store = window.sessionStorage; } catch {}
  if (!store) return;
  const key = ${JSON.stringify(typedEarlyKey)};
  let values = {};
  try {
    const stored = JSON.parse(store.getItem(key) || 'null');
    if (stored && stored.path === location.pathname) values = stored.values;
  } catch {}
  const kept = (control) => control.form && control.name && !/^(hidden|password|file|submit|button)$/.test(control.type);
  const checkable = (control) => control.type === 'checkbox' || control.type === 'radio';
  for (const [name, value] of Object.entries(values)) {
    for (const control of [...document.getElementsByName(name)].filter(kept)) {
      if (checkable(control)) control.checked = [].concat(value).includes(control.value);
      else if (typeof value === 'string') control.value = value;
    }
  }
  const hydrated = () => document.documentElement.hasAttribute('data-hydrated');
  // A box's or radio's value: the ones of its name its form would send. Not the form's FormData,
  // which walks every field and option: a tap's frame waited 13-19 ms for it at 13x slowdown.
  const chosen = (control) => [...document.getElementsByName(control.name)]
    .filter((other) => other.form === control.form && other.checked && !other.disabled)
    .map((other) => other.value);
  const note = ({ target: control }) => {
    if (hydrated() || !kept(control)) return;
    values = { ...values, [control.name]: checkable(control) ? chosen(control) : control.value };
    try {
      store.setItem(key, JSON.stringify({ path: location.pathname, values }));
    } catch {}
  };
  document.addEventListener('input', note, true);
  document.addEventListener('change', note, true);
  document.addEventListener('submit', () => hydrated() || store.removeItem(key), true);
})();`;
