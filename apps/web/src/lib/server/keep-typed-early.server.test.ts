// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest';
import {
  forgetTypedBeforeHydration,
  noteTypedBeforeHydration,
  takeTypedBeforeHydration,
} from '../typed-before-hydration';
import { keepTypedEarly } from './keep-typed-early.server';

// The server's page: what each document of the address starts with.
const serverPage = `
  <form method="post">
    <input name="email" value="">
    <input type="radio" name="gender" value="FEMALE"><input type="radio" name="gender" value="MALE">
    <input type="checkbox" name="terms">
    <select name="country"><option value="DE" selected>DE</option><option value="AT">AT</option></select>
    <input type="hidden" name="flow" value="LEAN">
  </form>`;

/** A new document of the current address, with the page's inline script run as the browser runs it. */
function loadPage() {
  document.documentElement.removeAttribute('data-hydrated');
  document.body.innerHTML = serverPage;
  new Function(keepTypedEarly)();
}

const control = (selector: string) => document.querySelector<HTMLInputElement & HTMLSelectElement>(selector)!;
function type(selector: string, change: (field: HTMLInputElement & HTMLSelectElement) => void) {
  change(control(selector));
  control(selector).dispatchEvent(new Event(selector.includes('email') ? 'input' : 'change', { bubbles: true }));
}
const fields = ['email', 'gender', 'terms', 'country', 'flow'];

afterEach(() => {
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});

it('brings back into a reloaded page, before the app runs, what was typed before it ran', () => {
  loadPage();
  type('[name=email]', (field) => (field.value = 'early@example.com'));
  type('[value=MALE]', (field) => (field.checked = true));
  type('[name=terms]', (field) => (field.checked = true));
  type('[name=country]', (field) => (field.value = 'AT'));

  loadPage(); // reloaded before hydration: the server's empty form again
  expect(control('[name=email]').value).toBe('early@example.com');
  expect(control('[value=MALE]').checked).toBe(true);
  expect(control('[value=FEMALE]').checked).toBe(false);
  expect(control('[name=terms]').checked).toBe(true);
  expect(control('[name=country]').value).toBe('AT');
  noteTypedBeforeHydration();
  expect(takeTypedBeforeHydration(fields)).toEqual({
    email: 'early@example.com',
    gender: 'MALE',
    terms: true,
    country: 'AT',
  });
});

it('keeps nothing once the app has hydrated, and forgets what the forms have taken', () => {
  loadPage();
  type('[name=email]', (field) => (field.value = 'before@example.com'));
  document.documentElement.dataset.hydrated = '';
  forgetTypedBeforeHydration();
  type('[name=email]', (field) => (field.value = 'after@example.com')); // the form's keeper has this one
  loadPage();
  expect(control('[name=email]').value).toBe('');
});

it('forgets a form sent natively, and brings nothing to another address', () => {
  loadPage();
  type('[name=email]', (field) => (field.value = 'sent@example.com'));
  document.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  loadPage();
  expect(control('[name=email]').value).toBe('');

  type('[name=email]', (field) => (field.value = 'elsewhere@example.com'));
  history.replaceState(null, '', '/membership-interest/apply');
  loadPage();
  expect(control('[name=email]').value).toBe('');
});
