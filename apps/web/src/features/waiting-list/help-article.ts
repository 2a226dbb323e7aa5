import type { Locales } from '@acq/locales/types';

/**
 * The help centre's article on deleting an account created with a social provider (Google,
 * Facebook, Apple), in the visitor's language. A constant: the help centre is the same in every
 * environment, so it is no runtime setting.
 */
export function socialAccountDeletionArticle(locale: Locales): string {
  return `https://help.membersonly.com/${locale}/articles/delete-social-login-account`;
}
