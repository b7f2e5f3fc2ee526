import { afterEach, describe, expect, it } from 'vitest';
import { type QueryFixture, startQueryFixture } from '../test-support/query-fixture.js';

let fx: QueryFixture;
afterEach(async () => fx?.close());

/** Five users signed up a day apart (oldest first), an admin among them, and some answers. */
async function scriptedUsers() {
  fx = await startQueryFixture({ now: new Date('2026-11-01T10:00:00Z') });
  const signUp = async (username: string, day: number, admin = false) => {
    fx.setNow(new Date(`2026-11-0${day}T10:00:00Z`));
    return fx.signUp(username, { admin });
  };
  const users = {
    admin: await signUp('boss', 1, true),
    thandi: await signUp('Thandi_M', 2),
    sipho: await signUp('sipho', 3),
    pieter: await signUp('PieterK', 4),
    lerato: await signUp('lerato', 5),
  };
  const q1 = await fx.question();
  const q2 = await fx.question();
  await fx.answer(users.thandi.userId, q1, 'yes');
  await fx.answer(users.thandi.userId, q2, 'no');
  await fx.answer(users.sipho.userId, q1, 'no');
  return users;
}

describe('GET /api/admin/users', () => {
  it('lists users newest first with their answer counts and the total', async () => {
    const { admin, thandi } = await scriptedUsers();
    const response = await fx.get('/api/admin/users', admin.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ page: 1, pageSize: 20, total: 5 });
    expect(body.users.map((user: { username: string }) => user.username)).toEqual(['lerato', 'PieterK', 'sipho', 'Thandi_M', 'boss']);
    expect(body.users[3]).toEqual({
      id: thandi.userId,
      name: 'Name of Thandi_M',
      username: 'Thandi_M',
      isAdmin: false,
      joinDate: '2026-11-02T10:00:00.000Z',
      totalAnswers: 2,
    });
    expect(body.users[4]).toMatchObject({ username: 'boss', isAdmin: true, totalAnswers: 0 });
  });

  it('pages through the users', async () => {
    const { admin } = await scriptedUsers();
    const second = (await fx.get('/api/admin/users?page=2&pageSize=2', admin.cookie)).json();
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: 5 });
    expect(second.users.map((user: { username: string }) => user.username)).toEqual(['sipho', 'Thandi_M']);
    const beyond = (await fx.get('/api/admin/users?page=4&pageSize=2', admin.cookie)).json();
    expect(beyond).toMatchObject({ users: [], total: 5 });
  });

  it('searches usernames and names in any letter case, with paging over the matches', async () => {
    const { admin } = await scriptedUsers();
    const byUsername = (await fx.get('/api/admin/users?search=PIETER', admin.cookie)).json();
    expect(byUsername.users.map((user: { username: string }) => user.username)).toEqual(['PieterK']);
    expect(byUsername.total).toBe(1);
    // Every name is "Name of <username>": part of a name matches too.
    const byName = (await fx.get(`/api/admin/users?search=${encodeURIComponent('name of T')}`, admin.cookie)).json();
    expect(byName.users.map((user: { username: string }) => user.username)).toEqual(['Thandi_M']);
    const paged = (await fx.get('/api/admin/users?search=O&pageSize=2&page=2', admin.cookie)).json();
    expect(paged).toMatchObject({ total: 5, page: 2 });
    expect(paged.users).toHaveLength(2);
    expect((await fx.get('/api/admin/users?search=nobody-like-this', admin.cookie)).json()).toMatchObject({ users: [], total: 0 });
  });

  it('is for admins only', async () => {
    const { thandi } = await scriptedUsers();
    expect((await fx.get('/api/admin/users')).statusCode).toBe(401);
    const forbidden = await fx.get('/api/admin/users', thandi.cookie);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error).toBe('Admins only');
  });

  it.each([
    ['page=0', 'page must be at least 1'],
    ['page=first', 'page must be a number'],
    ['pageSize=101', 'pageSize must be at most 100'],
    ['pageSize=0', 'pageSize must be at least 1'],
    [`search=${'x'.repeat(101)}`, 'search must be at most 100 characters'],
    ['search=a&search=b', 'search must be text'],
  ])('answers 400 to %s', async (query, message) => {
    const { admin } = await scriptedUsers();
    const response = await fx.get(`/api/admin/users?${query}`, admin.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });
});
