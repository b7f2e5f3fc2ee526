/** A user driving the API over HTTP, as a script would: its own session cookie, and its commands' positions. */
export class HttpUser {
  private cookie = '';
  private position: string | null = null;

  constructor(private readonly baseUrl: string) {}

  async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { cookie: this.cookie };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (method === 'GET' && this.position) headers['x-min-position'] = this.position;
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0] ?? '';
    this.position = response.headers.get('x-position') ?? this.position;
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }
}
