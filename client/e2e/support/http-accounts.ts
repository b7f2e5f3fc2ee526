import type { Account } from './account.js';
import { HttpUser } from './http-user.js';
import { runCli } from './server.js';

/** A user signed up over HTTP: their session, for further calls, and their id, which some screens show. */
export interface SignedUpUser {
  user: HttpUser;
  id: string;
}

/** Signs someone up over HTTP, for a journey that needs them to exist but not to be seen signing up. */
export async function signUpOverHttp(baseUrl: string, account: Account): Promise<SignedUpUser> {
  const user = new HttpUser(baseUrl);
  const { id } = await user.call<{ id: string }>('POST', '/api/auth/signup', account);
  return { user, id };
}

/**
 * Signs someone up over HTTP and makes them an admin. The API only lets an admin grant admin rights, so the first
 * admin comes from the command line, as on a real installation. The session stays valid: rights are checked per call.
 */
export async function signUpAdminOverHttp(server: { url: string; dataDir: string }, account: Account): Promise<SignedUpUser> {
  const admin = await signUpOverHttp(server.url, account);
  await runCli(['grant-admin', account.username], server.dataDir);
  return admin;
}
