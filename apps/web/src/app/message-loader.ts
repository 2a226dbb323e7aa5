import { createMessageLoader } from '@/lib/startup/messages';

/** One loader per page load: each language's messages are fetched once and then cached. */
export const loadMessages = createMessageLoader();
