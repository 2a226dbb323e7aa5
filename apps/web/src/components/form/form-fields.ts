import * as z from 'zod';
import { ticked } from './ticked';

/*
 * Form fields as both sides of a form hand them to its schema. The action reads what the browser
 * posts (`sentValues`): a ticked box as "on", boxes of one name repeated, an empty choice as "".
 * The page checks its values as the form holds them: ticks, lists and null. A page of an older
 * release posted "true", "false", "null" and lists as JSON. These preprocessors take all of them,
 * so one schema serves both sides.
 */

/** A check box: ticked or not. */
export const checkbox = <S extends z.ZodType<boolean>>(schema: S) => z.preprocess(ticked, schema);

/** Check boxes of one name: none, one or several. */
export const choices = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => {
    if (value === undefined || value === null || value === '') return [];
    if (typeof value === 'string' && value.startsWith('[')) return JSON.parse(value) as unknown;
    return Array.isArray(value) ? value : [value];
  }, schema);

/** A choice that may be left empty: null then. */
export const choice = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' || value === 'null' ? null : value), schema);
