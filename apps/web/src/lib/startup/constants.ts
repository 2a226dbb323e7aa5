import { inputConstraints } from '@acq/graphql';

/** The native app's URL scheme; a redirect back into it means the page runs inside the app's webview. */
export const nativeAppScheme = 'membersonly://';

/** Where visitors without a valid invitation, token or referrer are sent (docs/product.md §2, §5). */
export const denyPath = '/registration/deny';

/** Served by the production server, not by the app's routes, so never redirected to a language (docs/product.md §2). */
export const acquisitionPathPrefix = '/acquisition/';

/** The schema's bound for a registration code (its @constraint); longer values cannot be one. */
export const registrationCodeMaxLength = inputConstraints.RegisterByEmailInput.registrationCode.maxLength;

/** The schema's bound for the tokens of links and sign-ins (their @constraint); longer values are not ours. */
export const tokenMaxLength = inputConstraints.JoinWaitingListInput.token.maxLength;
