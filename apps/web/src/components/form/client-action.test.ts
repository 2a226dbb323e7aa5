import { redirect, UNSAFE_ErrorResponseImpl as ErrorResponse, type UNSAFE_DataWithResponseInit } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ForeignAnswerError } from '@/lib/router-fetch';
import { formClientAction } from './client-action';
import type { FormAnswer } from '@/lib/form-answer';

const posted = () => {
  const body = new FormData();
  body.set('email', 'kept@example.com');
  return new Request('http://localhost/membership-interest/apply', { method: 'POST', body });
};
const act = (serverAction: () => Promise<unknown>) => formClientAction({ request: posted(), serverAction });
const failing = (error: unknown) => () => Promise.reject(error);

describe('formClientAction', () => {
  it('answers with the form, what was sent and the message, where the server’s answer did not come', async () => {
    for (const [error, problem] of [
      [new TypeError('Failed to fetch'), 'network'],
      [new ForeignAnswerError('network', 'cut short'), 'network'],
      [new ForeignAnswerError('generic', '502 from in front of the server'), 'generic'],
    ] as const) {
      const answer = (await act(failing(error))) as UNSAFE_DataWithResponseInit<FormAnswer>;
      expect(answer.data).toEqual({ defaultValues: { email: 'kept@example.com' }, problem: { kind: problem } });
      expect(answer.init?.status).toBe(502); // the page's data is not fetched again after it
    }
  });

  it('leaves the server’s answers, the app’s errors and redirects as they are', async () => {
    const answer = { defaultValues: {}, outcome: 'APPLIED' };
    await expect(act(() => Promise.resolve(answer))).resolves.toBe(answer);
    const moved = redirect('/membership-interest/confirmation');
    await expect(act(failing(moved))).rejects.toBe(moved);
    const broken = new Error('Unexpected Server Error');
    await expect(act(failing(broken))).rejects.toBe(broken);
    const refused = new ErrorResponse(403, 'Forbidden', null); // thrown by the server's action
    await expect(act(failing(refused))).rejects.toBe(refused);
  });
});
