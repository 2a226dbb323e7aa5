import { createContext, use } from 'react';
import { browserSettingsOf, builtInSettings, type BrowserSettings } from './runtime-settings';

export const RuntimeSettingsContext = createContext<BrowserSettings>(browserSettingsOf(builtInSettings));

export function useRuntimeSettings(): BrowserSettings {
  return use(RuntimeSettingsContext);
}
