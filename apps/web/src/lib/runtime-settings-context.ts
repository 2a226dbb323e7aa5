import { createContext, use } from 'react';
import { builtInSettings, type RuntimeSettings } from './runtime-settings';

export const RuntimeSettingsContext = createContext<RuntimeSettings>(builtInSettings);

export function useRuntimeSettings(): RuntimeSettings {
  return use(RuntimeSettingsContext);
}
