import { createHash } from 'node:crypto';
import { startInProcessMockServer } from '@acq/mock-server/testing';
import { describe, expect, it } from 'vitest';
import { carriedEntriesOf } from '@/lib/analytics/carried-events';
import { keptTokens } from '@/lib/startup/kept-token';
import { keptTokenCookieHeader } from '@/testing/kept-token-cookie';
import { postToAction } from '@/testing/post-to-action';
import { joinAction } from './join-action.server';

const token = (email: string) => `x.${Buffer.from(JSON.stringify({ email })).toString('base64url')}.signature`;

/** A join from the lobby whose token names `email`, and the events it carries to the next page. */
async function join(email: string, by: 'browser' | 'router', mock = startInProcessMockServer()) {
  const cookie = keptTokenCookieHeader(keptTokens.lobby, token(email));
  const { status, headers } = await postToAction(joinAction, { address: '/de/lobby', fields: {}, by, cookie }, mock);
  return { status, carried: carriedEntriesOf(headers.getSetCookie().join('; ')) };
}

describe('joinAction: the event of a join the browser posted itself', () => {
  it('carries the join to the page it answers with, the address hashed', async () => {
    const { status, carried } = await join('Native.Join@example.com', 'browser');
    expect(status).toBe(200);
    const hashed = createHash('sha256').update('native.join@example.com').digest('hex');
    expect(carried).toEqual([{ event: 'join_waitlist', hashed_email: hashed }]);
  });

  it('carries nothing for a join the router sent (the lobby tracks it) or a second join', async () => {
    expect((await join('routed.join@example.com', 'router')).carried).toEqual([]);
    const mock = startInProcessMockServer();
    mock.store.waitingList.add('twice@example.com');
    expect(await join('twice@example.com', 'browser', mock)).toEqual({ status: 200, carried: [] });
  });
});
