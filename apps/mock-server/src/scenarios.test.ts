import {
  ActivateAccountDocument,
  ApplyForMembershipDocument,
  CountryDetailsDocument,
  CreateRegistrationLinkDocument,
  CurrentAdminDocument,
  JoinWaitingListDocument,
  RegisterByEmailDocument,
  RegistrationCodeDetailsDocument,
  ResendActivationMailDocument,
  WaitingListApprovalDocument,
  type RegisterByEmailInput,
} from '@acq/graphql';
import { beforeEach, describe, expect, it } from 'vitest';
import { startInProcessMockServer, testSiteUrl } from './testing/in-process-client';

// apps/mock-server/README.md's scenario table, run with the generated documents against the in-process server.
const mock = startInProcessMockServer();
beforeEach(() => mock.store.reset());

const registration = (overrides: Partial<RegisterByEmailInput> = {}): RegisterByEmailInput => ({
  email: 'new.member@example.com',
  flow: 'DEFAULT',
  gender: 'FEMALE',
  firstName: 'Anna',
  lastName: 'Müller-Lüdenscheidt',
  country: 'DE',
  newsletter: false,
  termsAndConditionsAccepted: true,
  registrationCode: 'VALID-CODE',
  ...overrides,
});

const mailsTo = async (email: string) =>
  (await (await mock.request(`/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as {
    to: string;
    subject: string;
    activationUrl: string;
    sentAt: string;
  }[];

const lobbyToken = (payload: object) =>
  ['header', Buffer.from(JSON.stringify(payload)).toString('base64url'), 'signature'].join('.');

describe('registrationCodeDetails', () => {
  const details = (registrationCode: string, validityTimestamp?: string) =>
    mock
      .execute(RegistrationCodeDetailsDocument, { registrationCode, validityTimestamp })
      .then((data) => data.registrationCodeDetails);

  it('VALID-CODE is valid, invited by Julia, in all 27 countries', async () => {
    const result = await details('VALID-CODE');
    expect(result.errors).toEqual([]);
    expect(result.invitorName).toBe('Julia');
    expect(result.countryOptions).toHaveLength(27);
    expect(result.countryOptions).toContainEqual({
      isoCode: 'AT',
      termsPkString: 'terms-at',
      dataPolicyPkString: 'data-policy-at',
    });
  });

  it.each([
    ['NO-BALANCE', 'REGISTRATION_CODE_NO_BALANCE_LEFT'],
    ['INVALID-INVITER', 'INVITER_INVALID'],
    ['CUSTOMIZATION-MISSING', 'CUSTOMIZATION_MISSING'],
    ['INVALID-REFERER', 'REFERER_INVALID'],
    ['PENDING-EXCEEDS-BALANCE', 'REGISTRATION_CODE_BALANCE_LESS_THAN_PENDING_REGISTRATIONS'],
    ['ANY-OTHER-CODE', 'REGISTRATION_CODE_INVALID'],
    ['LINK-ONLY', 'REGISTRATION_TIMESTAMP_MISSING'],
  ])('%s reports %s and offers no country', async (code, error) => {
    const result = await details(code);
    expect(result.errors).toEqual([error]);
    expect(result.errorDetails).toEqual([{ error }]);
    expect(result.countryOptions).toEqual([]);
  });

  it('VALID-CODE with a past validityTimestamp reports the link expired', async () => {
    expect((await details('VALID-CODE', '2020-01-01T00:00:00.000Z')).errors).toEqual(['REGISTRATION_LINK_EXPIRED']);
  });

  it('VALID-CODE or LINK-ONLY with a future validityTimestamp is valid', async () => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect((await details('VALID-CODE', future)).errors).toEqual([]);
    expect((await details('LINK-ONLY', future)).errors).toEqual([]);
  });

  it('a validityTimestamp that is not a date cannot prove a link valid', async () => {
    expect((await details('VALID-CODE', 'tomorrow')).errors).toEqual(['REGISTRATION_LINK_EXPIRED']);
  });
});

describe('countryDetails', () => {
  it('answers the seeded country, and none once a test sets none', async () => {
    expect(await mock.execute(CountryDetailsDocument, {})).toEqual({ countryDetails: { country: 'DE' } });
    await mock.request('/dev/country', { method: 'POST', body: JSON.stringify({ country: null }) });
    expect(await mock.execute(CountryDetailsDocument, {})).toEqual({ countryDetails: { country: null } });
  });
});

describe('registerByEmail', () => {
  it('any other e-mail creates an account pending activation, with a mail in the dev mailbox', async () => {
    const { registerByEmail } = await mock.execute(RegisterByEmailDocument, { input: registration() });
    expect(registerByEmail).toMatchObject({ outcome: 'ACTIVATION_MAIL_SENT', errors: [], registrationCodeErrors: [] });
    expect(registerByEmail.registrationId).toEqual(expect.any(String));

    const [mail, ...older] = await mailsTo('New.Member@example.com');
    expect(older).toEqual([]);
    expect(mail).toMatchObject({ to: 'new.member@example.com', subject: 'Activate your membership' });
    expect(mail!.activationUrl).toMatch(
      new RegExp(`^${testSiteUrl}/registration/activateaccount\\?activationId=[\\w-]+$`),
    );
    expect(Date.parse(mail!.sentAt)).not.toBeNaN();
  });

  it('active@example.com is an account already active: no mail', async () => {
    const { registerByEmail } = await mock.execute(RegisterByEmailDocument, {
      input: registration({ email: 'active@example.com' }),
    });
    expect(registerByEmail).toMatchObject({ outcome: 'ACCOUNT_ALREADY_ACTIVE', registrationId: null });
    expect(await mailsTo('active@example.com')).toEqual([]);
  });

  it('pending@example.com is pending: the mail is resent', async () => {
    const { registerByEmail } = await mock.execute(RegisterByEmailDocument, {
      input: registration({ email: 'pending@example.com' }),
    });
    expect(registerByEmail.outcome).toBe('ACTIVATION_MAIL_RESENT');
    expect(await mailsTo('pending@example.com')).toHaveLength(1);
  });

  it('rejects a code that cannot be used, and registers nobody', async () => {
    const { registerByEmail } = await mock.execute(RegisterByEmailDocument, {
      input: registration({ registrationCode: 'NO-BALANCE' }),
    });
    expect(registerByEmail).toMatchObject({
      outcome: null,
      registrationCodeErrors: ['REGISTRATION_CODE_NO_BALANCE_LEFT'],
    });
    expect(await mailsTo('new.member@example.com')).toEqual([]);
  });

  it('reports every rejected field at once, typed, without a GraphQL error', async () => {
    const input = registration({
      email: 'not-an-address',
      firstName: 'Anna<script>',
      lastName: '',
      gender: null,
      termsAndConditionsAccepted: false,
    });
    const { registerByEmail } = await mock.execute(RegisterByEmailDocument, { input });
    expect(registerByEmail.outcome).toBeNull();
    expect(registerByEmail.errors).toEqual(
      expect.arrayContaining([
        { field: 'email', code: 'INVALID_EMAIL' },
        { field: 'firstName', code: 'INVALID_CHARACTERS' },
        { field: 'lastName', code: 'REQUIRED' },
        { field: 'gender', code: 'REQUIRED' },
        { field: 'termsAndConditionsAccepted', code: 'NOT_ACCEPTED' },
      ]),
    );
    expect(registerByEmail.errors).toHaveLength(5);
  });

  it('the social second step needs a token naming the same e-mail', async () => {
    const social = {
      flow: 'SOCIAL_REGISTRATION' as const,
      gender: null,
      firstName: null,
      lastName: null,
      shoppingPreferences: ['WOMEN' as const],
    };
    const wrongToken = await mock.execute(RegisterByEmailDocument, {
      input: registration({ ...social, socialToken: lobbyToken({ email: 'other@example.com' }) }),
    });
    expect(wrongToken.registerByEmail.errors).toEqual([{ field: 'socialToken', code: 'INVALID_VALUE' }]);
    const rightToken = await mock.execute(RegisterByEmailDocument, {
      input: registration({ ...social, socialToken: lobbyToken({ email: 'new.member@example.com' }) }),
    });
    expect(rightToken.registerByEmail.outcome).toBe('ACTIVATION_MAIL_SENT');
  });
});

describe('waiting-list approval', () => {
  const approval = (token: string) =>
    mock.execute(WaitingListApprovalDocument, { token }).then((data) => data.waitingListApproval);
  const approved = (email: string, token: string | null) =>
    registration({ email, flow: 'WAITING_LIST_APPROVED', registrationCode: null, waitingListApprovalToken: token });

  it('vouches only for addresses let in from the waiting list', async () => {
    const token = lobbyToken({ email: 'Approved@example.com' });
    expect(await approval(token)).toEqual({ status: 'APPROVED', email: 'Approved@example.com' });
    expect(await approval(lobbyToken({ email: 'waiting.only@example.com' }))).toEqual({
      status: 'NOT_APPROVED',
      email: null,
    });
    expect(await approval('not-a-jwt')).toEqual({ status: 'TOKEN_INVALID', email: null });
  });

  it('the dev route lets an address in; registering needs its approval token and address', async () => {
    const response = await mock.request('/dev/waiting-list/approve', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'let.in@example.com' }),
    });
    const { approvalToken } = (await response.json()) as { approvalToken: string };
    expect((await approval(approvalToken)).status).toBe('APPROVED');

    const register = (input: RegisterByEmailInput) =>
      mock.execute(RegisterByEmailDocument, { input }).then((data) => data.registerByEmail);
    expect((await register(approved('let.in@example.com', null))).errors).toEqual([
      { field: 'waitingListApprovalToken', code: 'REQUIRED' },
    ]);
    expect((await register(approved('someone.else@example.com', approvalToken))).errors).toEqual([
      { field: 'waitingListApprovalToken', code: 'INVALID_VALUE' },
    ]);
    const notLetIn = lobbyToken({ email: 'waiting.only@example.com' });
    expect((await register(approved('waiting.only@example.com', notLetIn))).errors).toEqual([
      { field: 'waitingListApprovalToken', code: 'INVALID_VALUE' },
    ]);
    expect((await register(approved('let.in@example.com', approvalToken))).outcome).toBe('ACTIVATION_MAIL_SENT');
  });
});

describe('lean registration entered at step 2', () => {
  it('an e-mail token must name the registered address', async () => {
    const register = (emailToken: string) =>
      mock
        .execute(RegisterByEmailDocument, { input: registration({ flow: 'LEAN', emailToken }) })
        .then((data) => data.registerByEmail);
    expect((await register(lobbyToken({ email: 'other@example.com' }))).errors).toEqual([
      { field: 'emailToken', code: 'INVALID_VALUE' },
    ]);
    expect((await register(lobbyToken({ email: 'new.member@example.com' }))).outcome).toBe('ACTIVATION_MAIL_SENT');
  });
});

describe('social sign-in stand-in', () => {
  it('sends the visitor back to a path of the web app with a token naming the address', async () => {
    const page = await mock.request('/dev/social-sign-in?provider=google&returnTo=/de/registration/x');
    expect(await page.text()).toContain('Sign in with Google');
    const done = await mock.request(
      '/dev/social-sign-in?provider=google&returnTo=/de/registration/x&email=social@example.com',
      { redirect: 'manual' },
    );
    expect(done.status).toBe(303);
    const location = new URL(done.headers.get('location')!);
    expect(location.origin).toBe(new URL(testSiteUrl).origin);
    expect(location.pathname).toBe('/de/registration/x');
    const token = location.searchParams.get('token')!;
    expect(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString())).toEqual({
      email: 'social@example.com',
    });
    for (const returnTo of ['//evil.example', 'https://evil.example/', '']) {
      const refused = await mock.request(
        `/dev/social-sign-in?provider=google&returnTo=${encodeURIComponent(returnTo)}`,
      );
      expect(refused.status).toBe(400);
    }
  });
});

describe('activateAccount', () => {
  it('an activation id from a mail activates the account once; a second use or an unknown id fails', async () => {
    await mock.execute(RegisterByEmailDocument, { input: registration() });
    const [mail] = await mailsTo('new.member@example.com');
    const activationId = new URL(mail!.activationUrl).searchParams.get('activationId')!;

    const activate = (id: string) =>
      mock
        .execute(ActivateAccountDocument, { input: { activationId: id } })
        .then((data) => data.activateAccount.outcome);
    expect(await activate(activationId)).toBe('ACTIVATED');
    expect(await activate(activationId)).toBe('ACTIVATION_FAILED');
    expect(await activate('unknown-id')).toBe('LINK_INVALID');

    const again = await mock.execute(RegisterByEmailDocument, { input: registration() });
    expect(again.registerByEmail.outcome).toBe('ACCOUNT_ALREADY_ACTIVE');
  });

  it('rejects an id with characters no link holds', async () => {
    const { activateAccount } = await mock.execute(ActivateAccountDocument, { input: { activationId: '../../etc' } });
    expect(activateAccount).toEqual({ outcome: null, errors: [{ field: 'activationId', code: 'INVALID_CHARACTERS' }] });
  });
});

describe('resendActivationMail', () => {
  it.each([
    ['pending@example.com', 'MAIL_SENT', 1],
    ['active@example.com', 'ACCOUNT_ALREADY_ACTIVE', 0],
    ['nobody@example.com', 'ACCOUNT_NOT_FOUND', 0],
  ])('%s: %s', async (email, outcome, mails) => {
    const { resendActivationMail } = await mock.execute(ResendActivationMailDocument, { input: { email } });
    expect(resendActivationMail.outcome).toBe(outcome);
    expect(await mailsTo(email)).toHaveLength(mails);
  });
});

describe('joinWaitingList', () => {
  it('joins once with a token naming an e-mail; a bad token changes nothing', async () => {
    const join = (token: string, notificationConsent = true) =>
      mock
        .execute(JoinWaitingListDocument, { input: { token, notificationConsent } })
        .then((data) => data.joinWaitingList);
    const token = lobbyToken({ email: 'waiting@example.com' });
    expect((await join(token)).outcome).toBe('JOINED');
    expect((await join(token)).outcome).toBe('ALREADY_JOINED');
    expect((await join('not-a-jwt')).outcome).toBe('TOKEN_INVALID');
    expect((await join(lobbyToken({ sub: 'no e-mail' }))).outcome).toBe('TOKEN_INVALID');
    expect(await join(token, false)).toEqual({
      outcome: null,
      errors: [{ field: 'notificationConsent', code: 'NOT_ACCEPTED' }],
    });
  });
});

describe('applyForMembership', () => {
  it('records an application once per address', async () => {
    const apply = (email: string) =>
      mock.execute(ApplyForMembershipDocument, { input: { email } }).then((data) => data.applyForMembership);
    expect(await apply('applicant@example.com')).toEqual({ outcome: 'SUBMITTED', errors: [] });
    expect(await apply('Applicant@Example.com')).toMatchObject({ outcome: 'ALREADY_SUBMITTED' });
    expect(await apply('no-at-sign')).toEqual({ outcome: null, errors: [{ field: 'email', code: 'INVALID_EMAIL' }] });
  });
});

describe('admin', () => {
  const signIn = async () => ((await (await mock.request('/dev/admin-sign-in')).json()) as { token: string }).token;
  const linkInput = (registrationCode: string) => ({
    input: { registrationCode, landingPageUrl: `${testSiteUrl}/de` },
  });

  it('the sign-in sets the token in a cookie scripts cannot read, Secure when reached over HTTPS', async () => {
    const plain = (await mock.request('/dev/admin-sign-in')).headers.get('set-cookie');
    expect(plain).toMatch(/^apollo:default\.token=.+; HttpOnly; SameSite=Strict$/);
    const secure = await mock.request('/dev/admin-sign-in', { headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers.get('set-cookie')).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
  });

  it('a request without the admin token is no admin and may not create links', async () => {
    expect(await mock.execute(CurrentAdminDocument, {})).toEqual({ currentAdmin: null });
    const { createRegistrationLink } = await mock.execute(CreateRegistrationLinkDocument, linkInput('VALID-CODE'), {
      authorization: 'Bearer guessed',
    });
    expect(createRegistrationLink).toMatchObject({ outcome: 'NOT_AUTHORIZED', link: null });
  });

  it('the signed-in admin gets a link valid for 14 days that opens as a valid invitation', async () => {
    const authorization = `Bearer ${await signIn()}`;
    expect(await mock.execute(CurrentAdminDocument, {}, { authorization })).toEqual({
      currentAdmin: { name: 'Dev Admin' },
    });

    const { createRegistrationLink } = await mock.execute(CreateRegistrationLinkDocument, linkInput('LINK-ONLY'), {
      authorization,
    });
    expect(createRegistrationLink.outcome).toBe('CREATED');
    const link = new URL(createRegistrationLink.link!.url);
    expect(link.origin + link.pathname).toBe(`${testSiteUrl}/de`);
    const validityTimestamp = link.searchParams.get('validityTimestamp')!;
    const days = (Date.parse(validityTimestamp) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.99);
    expect(days).toBeLessThanOrEqual(14);

    const { registrationCodeDetails } = await mock.execute(RegistrationCodeDetailsDocument, {
      registrationCode: link.searchParams.get('rc')!,
      validityTimestamp,
    });
    expect(registrationCodeDetails.errors).toEqual([]);
  });

  it('refuses invalid codes and foreign landing pages', async () => {
    const authorization = `Bearer ${await signIn()}`;
    const invalid = await mock.execute(CreateRegistrationLinkDocument, linkInput('NO-SUCH-CODE'), { authorization });
    expect(invalid.createRegistrationLink).toMatchObject({
      outcome: 'REGISTRATION_CODE_REJECTED',
      registrationCodeErrors: ['REGISTRATION_CODE_INVALID'],
    });
    const foreign = await mock.execute(
      CreateRegistrationLinkDocument,
      { input: { registrationCode: 'VALID-CODE', landingPageUrl: 'https://evil.example/' } },
      { authorization },
    );
    expect(foreign.createRegistrationLink.errors).toEqual([{ field: 'landingPageUrl', code: 'INVALID_VALUE' }]);
  });
});

describe('dev routes and HTTP', () => {
  it('reset restores the seed', async () => {
    await mock.execute(ApplyForMembershipDocument, { input: { email: 'applicant@example.com' } });
    expect((await mock.request('/dev/reset', { method: 'POST' })).status).toBe(204);
    expect(mock.store.membershipApplications.size).toBe(0);
  });

  it('stands in for the login page', async () => {
    const login = await mock.request('/dev/login');
    expect(login.headers.get('content-type')).toContain('text/html');
    expect(await login.text()).toContain('<h1>Login</h1>');
  });

  it('serves the feature payload for its client key only', async () => {
    const features = await mock.request('/api/features/sdk-acquisition-dev');
    expect(((await features.json()) as { features: object }).features).toHaveProperty('landing-registration-flow');
    expect((await mock.request('/api/features/other-key')).status).toBe(400);
  });

  it('allows local browser origins only', async () => {
    const preflight = (origin: string) =>
      mock.request('/graphql', { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } });
    expect((await preflight('http://127.0.0.1:5173')).headers.get('access-control-allow-origin')).toBe(
      'http://127.0.0.1:5173',
    );
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers a malformed query with a GraphQL error, never a stack trace', async () => {
    const response = await mock.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ registrationCodeDetails { nope } }' }),
    });
    const body = await response.text();
    expect(body).toContain('errors');
    expect(body).not.toMatch(/at .*\.ts:\d+/);
  });
});
