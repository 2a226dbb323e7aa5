import { EnvelopArmor } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import type { GraphQLError, ValidationContext } from 'graphql';
import { createGraphQLError, maskError, type YogaServerOptions } from 'graphql-yoga';

/**
 * What the mock backend accepts, as a production GraphQL server should: the app's largest
 * operation is far below every limit (`protections.test.ts` checks both sides).
 */
export const requestLimits = {
  /** Bytes of a request body; the app's largest request body is under 1 kB. */
  bodyBytes: 100_000,
  /**
   * Nesting of selections, introspection included. The app's deepest operation has 3 levels;
   * GraphiQL's introspection query 21 (type references nest `ofType` eight times). The schema has
   * no recursive types, so only introspection and nested fragments can go deeper.
   */
  depth: 24,
  aliases: 15,
  /** Lexical tokens of a document; the app's largest operation has 43. */
  tokens: 1_000,
  cost: 5_000,
  directives: 50,
} as const;

/**
 * Header that lets a request without a preflighted content type through CSRF prevention
 * (a GET query, say). The app sends `Content-Type: application/json`, which a plain HTML form
 * cannot send and which forces the browser's CORS preflight, so it needs no extra header.
 */
export const csrfPreventionHeader = 'x-graphql-yoga-csrf';

/**
 * Armor's validation rules throw by default, and Yoga answers a thrown error 200. Reported as
 * validation errors instead, they get GraphQL over HTTP's status (400 for
 * application/graphql-response+json, as the app accepts) and all come at once.
 */
const asValidationErrors = {
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)],
};

/** Maintained plugins: GraphQL Yoga's CSRF prevention and GraphQL Armor's document limits. */
export function protectionPlugins() {
  const armor = new EnvelopArmor({
    // Introspection counts too: a document nested in `__schema` is as deep as any other.
    maxDepth: { n: requestLimits.depth, ignoreIntrospection: false, ...asValidationErrors },
    maxAliases: { n: requestLimits.aliases, ...asValidationErrors },
    costLimit: { maxCost: requestLimits.cost, ...asValidationErrors },
    maxDirectives: { n: requestLimits.directives, ...asValidationErrors },
    // Counted while parsing, before there is a validation context: it must throw (a parse error, 400).
    maxTokens: { n: requestLimits.tokens },
    // Introspection and GraphiQL stay on for developers, so hiding field names gains nothing.
    blockFieldSuggestion: { enabled: false },
  });
  return [useCSRFPrevention({ requestHeaders: [csrfPreventionHeader] }), ...armor.protect().plugins];
}

/**
 * Yoga's masking hides resolver errors behind "Unexpected error."; `isDev: false` keeps it from
 * adding stack traces when NODE_ENV=development. Yoga's own request errors stay readable, but
 * without `originalError`: for invalid JSON it repeats the runtime's parser message, which tells
 * an attacker what runs behind the API.
 */
export const maskedErrors: NonNullable<YogaServerOptions<object, object>['maskedErrors']> = {
  isDev: false,
  maskError(error, message) {
    const masked = maskError(error, message, false);
    // Duck-typed: graphql-tools may create its errors with another copy of graphql (CJS vs ESM).
    const extensions = (masked as { extensions?: Record<string, unknown> }).extensions;
    if (!extensions || !('originalError' in extensions)) return masked;
    const { originalError: _hidden, http, ...shown } = extensions;
    // Yoga answers such an error 400 only while `originalError` is there, unless the status is
    // not marked as the GraphQL-over-HTTP spec's (`spec`): keep the 400 without the marker.
    const status = (http as { status?: number } | undefined)?.status ?? 400;
    return createGraphQLError(masked.message, { extensions: { ...shown, http: { status } } });
  },
};
