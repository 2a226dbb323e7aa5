/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation ActivateAccount($input: ActivateAccountInput!) {\n  activateAccount(input: $input) {\n    outcome\n    errors {\n      field\n      code\n    }\n  }\n}": typeof types.ActivateAccountDocument,
    "mutation ApplyForMembership($input: ApplyForMembershipInput!) {\n  applyForMembership(input: $input) {\n    outcome\n    errors {\n      field\n      code\n    }\n  }\n}": typeof types.ApplyForMembershipDocument,
    "query CountryDetails {\n  countryDetails {\n    country\n  }\n}": typeof types.CountryDetailsDocument,
    "mutation CreateRegistrationLink($input: CreateRegistrationLinkInput!) {\n  createRegistrationLink(input: $input) {\n    outcome\n    link {\n      url\n      registrationCode\n      validityTimestamp\n    }\n    registrationCodeErrors\n    errors {\n      field\n      code\n    }\n  }\n}": typeof types.CreateRegistrationLinkDocument,
    "query CurrentAdmin {\n  currentAdmin {\n    name\n  }\n}": typeof types.CurrentAdminDocument,
    "mutation JoinWaitingList($input: JoinWaitingListInput!) {\n  joinWaitingList(input: $input) {\n    outcome\n    errors {\n      field\n      code\n    }\n  }\n}": typeof types.JoinWaitingListDocument,
    "mutation RegisterByEmail($input: RegisterByEmailInput!) {\n  registerByEmail(input: $input) {\n    outcome\n    registrationId\n    errors {\n      field\n      code\n    }\n    registrationCodeErrors\n  }\n}": typeof types.RegisterByEmailDocument,
    "query RegistrationCodeDetails($registrationCode: String!, $validityTimestamp: String) {\n  registrationCodeDetails(\n    registrationCode: $registrationCode\n    validityTimestamp: $validityTimestamp\n  ) {\n    errors\n    errorDetails {\n      error\n    }\n    invitorName\n    countryOptions {\n      dataPolicyPkString\n      isoCode\n      termsPkString\n    }\n  }\n}": typeof types.RegistrationCodeDetailsDocument,
    "mutation ResendActivationMail($input: ResendActivationMailInput!) {\n  resendActivationMail(input: $input) {\n    outcome\n    errors {\n      field\n      code\n    }\n  }\n}": typeof types.ResendActivationMailDocument,
    "query WaitingListApproval($token: String!) {\n  waitingListApproval(token: $token) {\n    status\n    email\n  }\n}": typeof types.WaitingListApprovalDocument,
};
const documents: Documents = {
    "mutation ActivateAccount($input: ActivateAccountInput!) {\n  activateAccount(input: $input) {\n    outcome\n    errors {\n      field\n      code\n    }\n  }\n}": types.ActivateAccountDocument,
    "mutation ApplyForMembership($input: ApplyForMembershipInput!) {\n  applyForMembership(input: $input) {\n    outcome\n    errors {\n      field\n      code\n    }\n  }\n}": types.ApplyForMembershipDocument,
    "query CountryDetails {\n  countryDetails {\n    country\n  }\n}": types.CountryDetailsDocument,
    "mutation CreateRegistrationLink($input: CreateRegistrationLinkInput!) {\n  createRegistrationLink(input: $input) {\n    outcome\n    link {\n      url\n      registrationCode\n      validityTimestamp\n    }\n    registrationCodeErrors\n    errors {\n      field\n      code\n    }\n  }\n}": types.CreateRegistrationLinkDocument,
    "query CurrentAdmin {\n  currentAdmin {\n    name\n  }\n}": types.CurrentAdminDocument,
    "mutation JoinWaitingList($input: JoinWaitingListInput!) {\n  joinWaitingList(input: $input) {\n    outcome\n    errors {\n      field\n      code\n    }\n  }\n}": types.JoinWaitingListDocument,
    "mutation RegisterByEmail($input: RegisterByEmailInput!) {\n  registerByEmail(input: $input) {\n    outcome\n    registrationId\n    errors {\n      field\n      code\n    }\n    registrationCodeErrors\n  }\n}": types.RegisterByEmailDocument,
    "query RegistrationCodeDetails($registrationCode: String!, $validityTimestamp: String) {\n  registrationCodeDetails(\n    registrationCode: $registrationCode\n    validityTimestamp: $validityTimestamp\n  ) {\n    errors\n    errorDetails {\n      error\n    }\n    invitorName\n    countryOptions {\n      dataPolicyPkString\n      isoCode\n      termsPkString\n    }\n  }\n}": types.RegistrationCodeDetailsDocument,
    "mutation ResendActivationMail($input: ResendActivationMailInput!) {\n  resendActivationMail(input: $input) {\n    outcome\n    errors {\n      field\n      code\n    }\n  }\n}": types.ResendActivationMailDocument,
    "query WaitingListApproval($token: String!) {\n  waitingListApproval(token: $token) {\n    status\n    email\n  }\n}": types.WaitingListApprovalDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ActivateAccount($input: ActivateAccountInput!) {\n  activateAccount(input: $input) {\n    outcome\n    errors {\n      field\n      code\n    }\n  }\n}"): (typeof documents)["mutation ActivateAccount($input: ActivateAccountInput!) {\n  activateAccount(input: $input) {\n    outcome\n    errors {\n      field\n      code\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApplyForMembership($input: ApplyForMembershipInput!) {\n  applyForMembership(input: $input) {\n    outcome\n    errors {\n      field\n      code\n    }\n  }\n}"): (typeof documents)["mutation ApplyForMembership($input: ApplyForMembershipInput!) {\n  applyForMembership(input: $input) {\n    outcome\n    errors {\n      field\n      code\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CountryDetails {\n  countryDetails {\n    country\n  }\n}"): (typeof documents)["query CountryDetails {\n  countryDetails {\n    country\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateRegistrationLink($input: CreateRegistrationLinkInput!) {\n  createRegistrationLink(input: $input) {\n    outcome\n    link {\n      url\n      registrationCode\n      validityTimestamp\n    }\n    registrationCodeErrors\n    errors {\n      field\n      code\n    }\n  }\n}"): (typeof documents)["mutation CreateRegistrationLink($input: CreateRegistrationLinkInput!) {\n  createRegistrationLink(input: $input) {\n    outcome\n    link {\n      url\n      registrationCode\n      validityTimestamp\n    }\n    registrationCodeErrors\n    errors {\n      field\n      code\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CurrentAdmin {\n  currentAdmin {\n    name\n  }\n}"): (typeof documents)["query CurrentAdmin {\n  currentAdmin {\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation JoinWaitingList($input: JoinWaitingListInput!) {\n  joinWaitingList(input: $input) {\n    outcome\n    errors {\n      field\n      code\n    }\n  }\n}"): (typeof documents)["mutation JoinWaitingList($input: JoinWaitingListInput!) {\n  joinWaitingList(input: $input) {\n    outcome\n    errors {\n      field\n      code\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RegisterByEmail($input: RegisterByEmailInput!) {\n  registerByEmail(input: $input) {\n    outcome\n    registrationId\n    errors {\n      field\n      code\n    }\n    registrationCodeErrors\n  }\n}"): (typeof documents)["mutation RegisterByEmail($input: RegisterByEmailInput!) {\n  registerByEmail(input: $input) {\n    outcome\n    registrationId\n    errors {\n      field\n      code\n    }\n    registrationCodeErrors\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RegistrationCodeDetails($registrationCode: String!, $validityTimestamp: String) {\n  registrationCodeDetails(\n    registrationCode: $registrationCode\n    validityTimestamp: $validityTimestamp\n  ) {\n    errors\n    errorDetails {\n      error\n    }\n    invitorName\n    countryOptions {\n      dataPolicyPkString\n      isoCode\n      termsPkString\n    }\n  }\n}"): (typeof documents)["query RegistrationCodeDetails($registrationCode: String!, $validityTimestamp: String) {\n  registrationCodeDetails(\n    registrationCode: $registrationCode\n    validityTimestamp: $validityTimestamp\n  ) {\n    errors\n    errorDetails {\n      error\n    }\n    invitorName\n    countryOptions {\n      dataPolicyPkString\n      isoCode\n      termsPkString\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResendActivationMail($input: ResendActivationMailInput!) {\n  resendActivationMail(input: $input) {\n    outcome\n    errors {\n      field\n      code\n    }\n  }\n}"): (typeof documents)["mutation ResendActivationMail($input: ResendActivationMailInput!) {\n  resendActivationMail(input: $input) {\n    outcome\n    errors {\n      field\n      code\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WaitingListApproval($token: String!) {\n  waitingListApproval(token: $token) {\n    status\n    email\n  }\n}"): (typeof documents)["query WaitingListApproval($token: String!) {\n  waitingListApproval(token: $token) {\n    status\n    email\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;