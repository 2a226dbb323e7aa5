/** Any path containing `activateaccount` (docs/product.md §2), in any letter case, as the router matches paths. */
export function isActivationPath(pathname: string): boolean {
  return pathname.toLowerCase().includes('activateaccount');
}

/** The activation pages load neither the consent script nor analytics. */
export function skipsConsentAndAnalytics(pathname: string): boolean {
  return isActivationPath(pathname);
}

/** On the activation pages a language change navigates client-side instead of reloading the page. */
export function changesLanguageClientSide(pathname: string): boolean {
  return isActivationPath(pathname);
}
