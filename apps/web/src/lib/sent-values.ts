import type { SentValues } from './form-answer';

// A name that walks a prototype (`__proto__`, `constructor`, `prototype`) is no form's field.
const prototypeName = (name: string) => /^(__proto__|constructor|prototype)$/.test(name);

/**
 * What a form posted, as its action reads it: each name's text, a name sent more than once as a
 * list. No form of the app has a file field: a file is read as not sent.
 */
export function sentValues(formData: FormData): SentValues {
  const sent: SentValues = {};
  for (const name of new Set(formData.keys())) {
    if (prototypeName(name)) continue;
    const values = formData.getAll(name).filter((value) => typeof value === 'string');
    if (values.length > 0) sent[name] = values.length > 1 ? values : values[0]!;
  }
  return sent;
}
