/** A person using the API: keeps the session cookie between calls like a browser does. */
export class HttpSession {
  private cookie = '';

  /** With `origin`, every write carries it as a browser's page of that origin would send it. */
  constructor(
    private readonly baseUrl: string,
    private readonly options: { origin?: string } = {},
  ) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(this.options.origin && method !== 'GET' && method !== 'HEAD' ? { origin: this.options.origin } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0] ?? '';
    return response;
  }

  async json<T>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: T; headers: Headers }> {
    const response = await this.request(method, path, body, headers);
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
  }

  async signUp(username: string): Promise<{ id: string }> {
    const { status, body } = await this.json<{ id: string }>('POST', '/api/auth/signup', {
      username,
      password: 'correct horse battery',
      name: `Player ${username}`,
    });
    if (status !== 201) throw new Error(`sign-up of ${username} answered ${status}: ${JSON.stringify(body)}`);
    return body;
  }

  /** As an admin: drafts a Yes/No question for today and publishes it; the question's id. */
  async publishQuestion(text: string): Promise<string> {
    const created = await this.json<{ id: string }>('POST', '/api/admin/questions', {
      text,
      date: new Date().toISOString(),
      options: [
        { id: 'yes', text: 'Yes' },
        { id: 'no', text: 'No' },
      ],
    });
    if (created.status !== 201) throw new Error(`drafting "${text}" answered ${created.status}: ${JSON.stringify(created.body)}`);
    const published = await this.json('POST', `/api/admin/questions/${created.body.id}/publish`);
    if (published.status !== 200) throw new Error(`publishing "${text}" answered ${published.status}`);
    return created.body.id;
  }

  async logIn(username: string): Promise<void> {
    const { status } = await this.json('POST', '/api/auth/login', { username, password: 'correct horse battery' });
    if (status !== 200) throw new Error(`login of ${username} answered ${status}`);
  }
}
