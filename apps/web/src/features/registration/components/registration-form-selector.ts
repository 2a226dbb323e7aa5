/**
 * The element that shows the registration form: the browser's part looks for it in the server's
 * page (lib/code-part.ts), the server to name the form's code after the page's (server/part-modules.ts).
 */
export const registrationFormSelector = 'form.registration-form';
