// The mock backend's dev routes (apps/mock-server/README.md, "Dev routes") for one engine's
// stack: e2e/mock-backend.ts and e2e/registration-helpers.ts do the same for the Playwright
// workers, whose ports are fixed per worker.

export interface Mail {
  to: string;
  activationUrl: string;
}

/** One error report as the app's reporter (Rollbar's item API) sent it. */
interface ErrorReport {
  data?: { platform?: string; body?: unknown };
}

export class MockBackend {
  constructor(readonly origin: string) {}

  async mailsTo(email: string): Promise<Mail[]> {
    return (await this.json(`/dev/mailbox?to=${encodeURIComponent(email)}`)) as Mail[];
  }

  /** Lets an address in from the waiting list; the token of its approval mail. */
  async approve(email: string): Promise<string> {
    const answer = (await this.json('/dev/waiting-list/approve', { email })) as { approvalToken: string };
    return answer.approvalToken;
  }

  /** The next request of the operation fails (network, http-500, http-502, graphql, timeout). */
  async failNext(operationName: string, kind: string): Promise<void> {
    await this.json('/dev/faults', { operationName, kind });
  }

  /** The reports the browser's error reporter has sent so far (the server's are left out). */
  async browserErrorReports(): Promise<string[]> {
    const reports = (await this.json('/dev/error-reports')) as ErrorReport[];
    return reports
      .filter((report) => report.data?.platform === 'browser')
      .map((report) => JSON.stringify(report.data?.body).slice(0, 500));
  }

  private async json(path: string, body?: object): Promise<unknown> {
    const response = await fetch(`${this.origin}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body && JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`The mock backend answered ${path} with ${response.status}`);
    return response.status === 204 ? null : response.json();
  }
}

/** A new address per run, so that "any other e-mail" is always a new account. */
export const freshEmail = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
