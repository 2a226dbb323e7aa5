import { readFileSync } from 'node:fs';
import { schemaFile } from '@acq/graphql/schema-files';
import {
  buildSchema,
  isAbstractType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { operationOf } from '../consumer/graphql-interaction';

const schema = buildSchema(readFileSync(schemaFile, 'utf8'));

/**
 * The fields an operation selects (with the `__typename` Apollo adds) that a response's `data`
 * leaves out, as paths like `registrationCodeDetails.countryOptions[0].isoCode`. A field the
 * contract does not promise is one a backend need not send: the app would then read `undefined`.
 * Pact itself only warns about such a field, and Apollo Client only logs "Missing field".
 */
export function missingFields(document: DocumentNode, data: unknown): string[] {
  const fragments = new Map(
    document.definitions
      .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );

  function inSelection(selectionSet: SelectionSetNode, value: unknown, path: string): string[] {
    if (value === null || value === undefined) return [];
    if (Array.isArray(value))
      return value.flatMap((item, index) => inSelection(selectionSet, item, `${path}[${index}]`));
    if (typeof value !== 'object') return [`${path} (an object, not ${JSON.stringify(value)})`];
    const object = value as Record<string, unknown>;
    return selectionSet.selections.flatMap((selection) => {
      // A field under @include or @skip may rightly be absent.
      if (selection.directives?.some(({ name }) => ['include', 'skip'].includes(name.value))) return [];
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value;
        const fieldPath = path ? `${path}.${key}` : key;
        if (!(key in object)) return [fieldPath];
        return selection.selectionSet ? inSelection(selection.selectionSet, object[key], fieldPath) : [];
      }
      const fragment = selection.kind === Kind.FRAGMENT_SPREAD ? fragments.get(selection.name.value) : selection;
      if (!fragment) return [];
      const condition = fragment.typeCondition?.name.value;
      return !condition || applies(condition, object.__typename)
        ? inSelection(fragment.selectionSet, object, path)
        : [];
    });
  }

  return inSelection(operationOf(document).selectionSet, data, '');
}

/** Whether a fragment on `condition` applies to an object of type `typename`. */
function applies(condition: string, typename: unknown): boolean {
  if (condition === typename) return true;
  const abstract = schema.getType(condition);
  const concrete = typeof typename === 'string' ? schema.getType(typename) : undefined;
  return isAbstractType(abstract) && isObjectType(concrete) && schema.isSubType(abstract, concrete);
}
