/** The form field that carries the page load's X-Session-ID into an action (`AppFormView` renders it). */
export const sessionIdField = 'acqSessionId';
