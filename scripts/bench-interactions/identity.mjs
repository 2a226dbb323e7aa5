// Who the visitor is in each run: a new address every time, so the mock backend answers every
// submit as it answers a new visitor (a repeated address is "already submitted", "already
// joined" or an account that exists).

// This bench's own mark in the addresses, so a second bench against the same mock backend
// (`--url-base`) does not meet the first one's visitors.
const benchMark = Date.now().toString(36).slice(-5);
let visitors = 0;

/** A token as the backend hands it out: a JWT naming the address (the mock does not verify it). */
export function tokenFor(email) {
  const part = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ email })}.signature`;
}

/** A new visitor: an address short enough that typing it keeps a scenario under 50 interactions. */
export function newVisitor(mockUrl) {
  visitors += 1;
  const email = `v${visitors}.${benchMark}@example.com`;
  // With --url-base the mock backend is the one named by --mock-url: say which, when it is not there.
  const ask = (path, init) =>
    fetch(new URL(path, mockUrl), init).catch((error) => {
      throw new Error(`the mock backend ${mockUrl} did not answer ${path}: ${error.cause?.code ?? error.message}`);
    });
  return {
    email,
    token: tokenFor(email),
    /** Lets the address in from the waiting list, as the backend does when a place is free. */
    async approvalToken() {
      const answer = await ask('/dev/waiting-list/approve', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      if (!answer.ok) throw new Error(`the mock backend did not approve ${email} (${answer.status})`);
      return (await answer.json()).approvalToken;
    },
    /** Waits until the mock backend's mailbox holds `count` mails to the address. */
    async mails(count) {
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline) {
        const answer = await ask(`/dev/mailbox?to=${encodeURIComponent(email)}`);
        if ((await answer.json()).length >= count) return;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`no ${count} mails to ${email} within 30 s`);
    },
  };
}
