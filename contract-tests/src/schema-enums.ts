import { readFileSync } from 'node:fs';
import { schemaFile } from '@acq/graphql/schema-files';
import { buildSchema, isEnumType } from 'graphql';

const schema = buildSchema(readFileSync(schemaFile, 'utf8'));

/**
 * The values of one of the schema's enums, so matchers pin exactly the contract's values; `T` is
 * the enum's generated type, e.g. `enumValues<CountryCode>('CountryCode')`.
 */
export function enumValues<T extends string = string>(name: string): T[] {
  const type = schema.getType(name);
  if (!isEnumType(type)) throw new Error(`${name} is not an enum of the schema.`);
  return type.getValues().map((value) => value.name as T);
}
