// A graphql-codegen plugin: the length bounds and formats of the schema's @constraint directives
// as plain constants (`inputConstraints.RegisterByEmailInput.firstName.maxLength`), so that code
// which must not load zod (a form's markup, a message that names the limit, the start-up's
// parsing of `rc`) takes them from the schema too instead of keeping a copy.
import { isInputObjectType } from 'graphql';

const numeric = new Set(['minLength', 'maxLength']);
const textual = new Set(['format']);

function constraintsOf(field) {
  const directive = field.astNode?.directives?.find((node) => node.name.value === 'constraint');
  if (!directive) return null;
  const entries = [];
  for (const argument of directive.arguments ?? []) {
    const name = argument.name.value;
    if (numeric.has(name) && argument.value.kind === 'IntValue') entries.push([name, Number(argument.value.value)]);
    if (textual.has(name) && argument.value.kind === 'StringValue') entries.push([name, argument.value.value]);
  }
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/** @param {import('graphql').GraphQLSchema} schema */
export function plugin(schema) {
  const types = {};
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isInputObjectType(type) || type.name.startsWith('__')) continue;
    const fields = {};
    for (const field of Object.values(type.getFields())) {
      const constraints = constraintsOf(field);
      if (constraints) fields[field.name] = constraints;
    }
    if (Object.keys(fields).length > 0) types[type.name] = fields;
  }
  const sorted = Object.fromEntries(Object.entries(types).sort(([a], [b]) => a.localeCompare(b)));
  return [
    '/** The @constraint bounds and formats of every input field, by input type and field. */',
    `export const inputConstraints = ${JSON.stringify(sorted, null, 2)} as const;`,
    '',
  ].join('\n');
}
