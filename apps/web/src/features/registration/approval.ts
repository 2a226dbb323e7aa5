/** What the backend vouched for: the approved visitor registers with this token and address. */
export interface WaitingListApproval {
  token: string;
  email: string;
}

/** The backend's answer to an approval token (`waiting-list-approval.server.ts`), in the page data. */
export type ApprovalAnswer = { status: string; email: string | null } | { failure: 'network' | 'generic' };
