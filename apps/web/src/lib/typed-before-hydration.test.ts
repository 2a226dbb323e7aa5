// @vitest-environment jsdom
import { expect, it } from 'vitest';
import {
  forgetTypedBeforeHydration,
  noteTypedBeforeHydration,
  takeTypedBeforeHydration,
} from './typed-before-hydration';

it('notes what the visitor changed in the server’s forms, in the types the forms hold, and gives it once', () => {
  document.body.innerHTML = `
    <form>
      <input name="firstName" value="">
      <input name="lastName" value="Server">
      <input type="radio" name="gender" value="FEMALE"><input type="radio" name="gender" value="MALE">
      <input type="checkbox" name="terms">
      <input type="checkbox" name="newsletter" checked>
      <input type="checkbox" name="preferences" value="WOMEN"><input type="checkbox" name="preferences" value="HOME">
      <select name="country"><option value="DE" selected>DE</option><option value="AT">AT</option></select>
      <input type="hidden" name="intent" value="register">
    </form>`;
  const field = (selector: string) => document.querySelector<HTMLInputElement & HTMLSelectElement>(selector)!;
  field('[name=firstName]').value = 'Early';
  field('[value=MALE]').checked = true;
  field('[name=terms]').checked = true;
  field('[name=newsletter]').checked = false;
  field('[value=HOME]').checked = true;
  field('[name=country]').value = 'AT';

  noteTypedBeforeHydration();

  const fields = ['firstName', 'lastName', 'gender', 'terms', 'newsletter', 'preferences', 'country', 'intent'];
  expect(takeTypedBeforeHydration(fields)).toEqual({
    firstName: 'Early',
    gender: 'MALE',
    terms: true,
    newsletter: false,
    preferences: ['HOME'],
    country: 'AT',
  });
  expect(takeTypedBeforeHydration(fields)).toBeNull(); // a form that mounts again starts from its own state
});

it('notes what is typed after the note too, until the form has taken its fields', () => {
  document.body.innerHTML = '<form><input name="firstName" value=""><input name="lastName" value=""></form>';
  const field = (name: string) => document.querySelector<HTMLInputElement>(`[name=${name}]`)!;
  const type = (name: string, value: string) => {
    field(name).value = value;
    field(name).dispatchEvent(new Event('input', { bubbles: true }));
  };
  noteTypedBeforeHydration();
  // While hydration runs: typed, then typed and erased again.
  type('firstName', 'Lukas');
  type('lastName', 'L');
  type('lastName', '');
  expect(takeTypedBeforeHydration(['firstName', 'lastName'])).toEqual({ firstName: 'Lukas' });
  // Taken: from now on the form's own.
  type('firstName', 'Lukas M');
  expect(takeTypedBeforeHydration(['firstName'])).toBeNull();
  forgetTypedBeforeHydration();
});

it('counts a lone box as a box, whatever else of its form shares its name', () => {
  document.body.innerHTML =
    '<form><input type="hidden" name="newsletter" value="off"><input type="checkbox" name="newsletter"></form>';
  document.querySelector<HTMLInputElement>('[type=checkbox]')!.checked = true;
  noteTypedBeforeHydration();
  expect(takeTypedBeforeHydration(['newsletter'])).toEqual({ newsletter: true });
  forgetTypedBeforeHydration();
});
