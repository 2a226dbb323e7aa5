import { locales } from '@acq/locales';
import { loadAllLocalesAsync, loadNamespaceAsync } from '@acq/locales/async';
import { pageNamespaces } from '@/lib/page-messages';

// Every language's messages, with every namespace a page shows, are in memory on the server: a
// page never waits for a message file.
// Imported as modules (not typesafe-i18n's load-once `loadAllLocales`), so that under `pnpm dev`
// an edited message file re-runs this and the next page shows the new text.
await loadAllLocalesAsync();
await Promise.all(
  locales.flatMap((locale) => pageNamespaces.map((namespace) => loadNamespaceAsync(locale, namespace))),
);
