import { loadAllLocalesAsync } from '@acq/locales/async';

// Every language's messages are in memory on the server: a page never waits for a message file.
// Imported as modules (not typesafe-i18n's load-once `loadAllLocales`), so that under `pnpm dev`
// an edited message file re-runs this and the next page shows the new text.
await loadAllLocalesAsync();
