import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { trackEvents } from '@/lib/analytics/track';
import { keptTokens } from '@/lib/startup/kept-token';
import { keptTokenCookieHeader } from '@/testing/kept-token-cookie';
import { renderAppPart } from '@/testing/render-app-part';
import { joinAction } from '../join-action.server';
import { WaitingList } from './waiting-list';

/** The lobby with its token kept in the session cookie, as its loader keeps it. */
const lobby = (email: unknown, locale?: 'de') => ({
  path: '/lobby',
  action: joinAction,
  cookie: keptTokenCookieHeader(keptTokens.lobby, token(email)),
  locale,
});

vi.mock('@/lib/analytics/track', () => ({ trackEvents: vi.fn(async () => {}) }));

const token = (email: unknown) => `x.${Buffer.from(JSON.stringify({ email })).toString('base64url')}.signature`;

describe('WaitingList', () => {
  beforeEach(() => vi.mocked(trackEvents).mockClear());

  it('shows the address in the consent line as text, joins, and tracks the join', async () => {
    const email = '<b>lobby</b>@example.com';
    renderAppPart(<WaitingList email={email} />, lobby(email));
    expect(
      screen.getByText(
        `By joining the waiting list, I agree that you notify me at ${email} as soon as a place becomes free.`,
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'JOIN THE WAITING LIST' }));
    expect(await screen.findByText('You have been successfully added to the waiting list.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'JOIN THE WAITING LIST' })).not.toBeInTheDocument();
    expect(trackEvents).toHaveBeenCalledWith([{ event: 'join_waitlist', details: { email } }]);
  });

  it('says so when the address is on the list already, in German, without tracking a new join', async () => {
    const { mock } = renderAppPart(<WaitingList email="twice@example.com" />, lobby('twice@example.com', 'de'));
    mock.store.waitingList.add('twice@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'AUF DIE WARTELISTE SETZEN' }));
    expect(
      await screen.findByText('Du stehst bereits auf der Warteliste. Wir melden uns, sobald ein Platz frei wird.'),
    ).toBeInTheDocument();
    expect(trackEvents).not.toHaveBeenCalled();
  });

  it('tells the visitor when the backend does not accept the token', async () => {
    renderAppPart(<WaitingList email="shown@example.com" />, lobby(42));
    await userEvent.click(screen.getByRole('button', { name: 'JOIN THE WAITING LIST' }));
    expect(
      await screen.findByText('Your link is no longer valid. Please log in again to get a new one.'),
    ).toBeInTheDocument();
    expect(trackEvents).not.toHaveBeenCalled();
  });
});
