import { describe, expect, it } from 'vitest';
import { carriedEntriesOf } from '@/lib/analytics/carried-events';
import { postToAction } from '@/testing/post-to-action';
import { activateAction } from './activate-action.server';

const activate = async (activationId: string, by: 'browser' | 'router') => {
  const address = '/de/registration/activateaccount';
  const { status, headers } = await postToAction(activateAction, { address, fields: { activationId }, by });
  return { status, location: headers.get('location'), carried: carriedEntriesOf(headers.getSetCookie().join('; ')) };
};

describe('activateAction: the event of a failed activation the browser posted itself', () => {
  it('carries the failure to the error page it redirects to', async () => {
    expect(await activate('no-such-activation', 'browser')).toEqual({
      status: 302,
      location: '/de/registration/activateaccountError?reason=invalid-link',
      carried: [{ event: 'error_registration_activation_not_found' }],
    });
  });

  it('carries nothing for the router’s post: the activation page tracks the failure before it moves on', async () => {
    expect(await activate('no-such-activation', 'router')).toMatchObject({ status: 200, carried: [] });
  });
});
