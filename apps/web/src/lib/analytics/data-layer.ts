import { ConsentQueue, type DataLayerEntry } from './consent-queue';

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

/** Appends to the tag manager's data layer (created on first use, as the tag manager expects). */
export function pushToDataLayer(entry: DataLayerEntry): void {
  (window.dataLayer ??= []).push(entry);
}

/** The app's one analytics queue: events wait here until the consent library is ready. */
export const analyticsQueue = new ConsentQueue(pushToDataLayer);
