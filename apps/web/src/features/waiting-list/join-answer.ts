/** The lobby's action name for joining the waiting list (`join-action.server.ts`). */
export const joinIntent = 'join-waiting-list';
