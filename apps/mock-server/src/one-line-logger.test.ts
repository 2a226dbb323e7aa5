import { ApplyForMembershipDocument } from '@acq/graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startInProcessMockServer } from './testing/in-process-client';

describe('the mock backend’s error log', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reports a failing resolver in one line: message, field and where it was thrown', async () => {
    const mock = startInProcessMockServer();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(mock.store.membershipApplications, 'has').mockImplementationOnce(() => {
      throw new Error('database unavailable');
    });

    await expect(mock.execute(ApplyForMembershipDocument, { input: { email: 'a@example.com' } })).rejects.toThrow(
      'Unexpected error.',
    );

    expect(log).toHaveBeenCalledOnce();
    const line = log.mock.calls[0]?.slice(1).join(' ') ?? '';
    expect(line).toMatch(
      /^database unavailable in applyForMembership \(apps\/mock-server\/src\/one-line-logger\.test\.ts:\d+\)$/,
    );
  });
});
