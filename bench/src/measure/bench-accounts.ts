import { POSITION_HEADER } from '@iec-bets/contracts';

/** A signed-in session over HTTP: its cookie, to call the API and to put into a browser. */
export interface Session {
  username: string;
  cookie: { name: string; value: string };
}

/** Every demo user's password (`iec-bets seed-demo` prints it; it is published with the demo data). */
const DEMO_PASSWORD = 'demo-password';

async function call<T>(url: string, method: string, path: string, body: unknown, session?: Session): Promise<{ body: T; response: Response }> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(session ? { cookie: `${session.cookie.name}=${session.cookie.value}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok && response.status !== 409) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return { body: (text ? JSON.parse(text) : null) as T, response };
}

function sessionFrom(username: string, response: Response): Session {
  const setCookie = response.headers.getSetCookie()[0];
  if (!setCookie) throw new Error(`Signing in ${username} set no cookie`);
  const [pair = ''] = setCookie.split(';');
  const separator = pair.indexOf('=');
  return { username, cookie: { name: pair.slice(0, separator), value: pair.slice(separator + 1) } };
}

/** The accounts the screens are looked at by, set up over HTTP as people would (see screen-list.ts for who is who). */
export interface BenchAccounts {
  newcomer: Session;
  member: Session;
  admin: Session;
}

/**
 * On `seed-demo` data, with demo_voter_1 made admin beforehand: demo_voter_2 answers today's question (if they had
 * not) and befriends demo_voter_3 and demo_voter_4; a newcomer signs up. Returns once the read side has taken in
 * every one of those commands.
 */
export async function setUpAccounts(url: string): Promise<BenchAccounts> {
  let lastPosition = 0;
  const track = (response: Response) => {
    lastPosition = Math.max(lastPosition, Number(response.headers.get(POSITION_HEADER) ?? 0));
  };
  const signIn = async (username: string) => {
    const { response } = await call(url, 'POST', '/api/auth/login', { username, password: DEMO_PASSWORD });
    return sessionFrom(username, response);
  };

  const admin = await signIn('demo_voter_1');
  const member = await signIn('demo_voter_2');
  const signup = await call(url, 'POST', '/api/auth/signup', { username: 'bench_newcomer', password: DEMO_PASSWORD, name: 'Bench Newcomer' });
  track(signup.response);
  const newcomer = sessionFrom('bench_newcomer', signup.response);

  // The server takes in the seeded log as it starts: today's question is there once it has caught up.
  let question: { id: string; options: { id: string }[] } | undefined;
  for (const deadline = Date.now() + 20_000; !question && Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 200))) {
    question = (await call<{ id: string; options: { id: string }[] }[]>(url, 'GET', '/api/questions/today', undefined)).body[0];
  }
  if (!question) throw new Error('The demo data has no question today: run `iec-bets seed-demo` on a fresh data directory');
  // 409: demo_voter_2 had answered already.
  track((await call(url, 'POST', '/api/answers', { questionId: question.id, optionId: question.options[0]!.id }, member)).response);

  for (const friend of ['demo_voter_3', 'demo_voter_4']) {
    const request = await call<{ id: string }>(url, 'POST', '/api/friendships', { friendUsername: friend }, member);
    track(request.response);
    const accepted = await call(url, 'PUT', `/api/friend-requests/${encodeURIComponent(request.body.id)}/accept`, {}, await signIn(friend));
    track(accepted.response);
  }
  // The read side has everything once health answers at the last command's position.
  await fetch(`${url}/api/health`, { headers: { 'x-min-position': String(lastPosition) } });
  // The set-up itself earns celebrations (new friends; the demo's resolved answers): seen here, as their owners would
  // have seen them once, so that no celebration's dialog covers the screens being timed.
  for (const session of [newcomer, member, admin]) {
    const pending = await call<{ celebrations: { id: string }[] }>(url, 'GET', '/api/me/celebrations', undefined, session);
    for (const celebration of pending.body.celebrations) {
      track((await call(url, 'POST', `/api/me/celebrations/${encodeURIComponent(celebration.id)}/seen`, undefined, session)).response);
    }
  }
  await fetch(`${url}/api/health`, { headers: { 'x-min-position': String(lastPosition) } });
  return { newcomer, member, admin };
}
