import { type DomainEvent, ReadModel } from '@iec-bets/contracts';
import { describe, expect, it } from 'vitest';
import { givenEvents } from '../test-support/given-events.js';
import { events } from '@iec-bets/testing';

const users = ReadModel.users;

describe('users read model', () => {
  it('holds a registered user with the join time and without the password hash', async () => {
    const models = await givenEvents([
      { event: events.reserved('Thandi_N', 'u1'), at: '2025-02-01T07:59:59Z' },
      {
        event: events.registered('u1', 'Thandi_N', { email: 'thandi@example.co.za', phoneNumber: '+27821234567' }),
        at: '2025-02-01T08:00:00Z',
      },
    ]);
    expect(await models.documents(users)).toEqual([
      {
        id: 'u1',
        name: 'Thandi_N name',
        username: 'Thandi_N',
        usernameLower: 'thandi_n',
        // What the admins' search looks in: the username and the name, in any letter case.
        searchText: 'thandi_n\nthandi_n name',
        email: 'thandi@example.co.za',
        emailConfirmed: false,
        phoneNumber: '+27821234567',
        joinDate: '2025-02-01T08:00:00.000Z',
        isAdmin: false,
        emailNotifications: false,
        browserNotifications: false,
        whatsappNotifications: false,
        streakReminders: true,
        _position: 2,
      },
    ]);
  });

  it('changes no read model for a password change, and holds its hash in none, after a rebuild as after the event', async () => {
    const registration = [
      { event: events.reserved('thandi', 'u1'), at: '2025-02-01T07:59:59Z' },
      { event: events.registered('u1', 'thandi'), at: '2025-02-01T08:00:00Z' },
    ];
    const before = await givenEvents(registration);
    const rebuilt = await givenEvents([...registration, { event: events.passwordChanged('u1', 'scrypt$16384$8$1$c2FsdA$TkVXSEFTSA'), at: '2025-02-02T08:00:00Z' }]);
    const documentsOf = async (models: Awaited<ReturnType<typeof givenEvents>>) => {
      const collections = (await models.store.collections()).filter((collection) => collection !== ReadModel.logSeals);
      return Object.fromEntries(await Promise.all(collections.map(async (collection) => [collection, await models.documents(collection)])));
    };
    expect(await documentsOf(rebuilt)).toEqual(await documentsOf(before));
    expect(JSON.stringify(await documentsOf(rebuilt))).not.toContain('TkVXSEFTSA');
    // Followed into an existing read model, it changes nothing there either.
    await before.followedBy([{ event: events.passwordChanged('u1', 'scrypt$16384$8$1$c2FsdA$TkVXSEFTSA'), at: '2025-02-02T08:00:00Z' }]);
    expect(await documentsOf(before)).toEqual(await documentsOf(rebuilt));
  });

  it('changes nothing for a username reservation alone', async () => {
    const models = await givenEvents([{ event: events.reserved('sipho', 'u2'), at: '2025-02-01T08:00:00Z' }]);
    // Only the log's seal, which folds in every event, moves.
    expect(await models.store.collections()).toEqual([ReadModel.logSeals]);
    expect(await models.store.checkpoint('projector')).toBe(1);
  });

  it('grants and revokes admin rights', async () => {
    const models = await givenEvents([
      { event: events.registered('u1', 'thandi'), at: '2025-02-01T08:00:00Z' },
      { event: events.registered('u2', 'sipho'), at: '2025-02-01T08:00:00Z' },
      { event: events.adminGranted('u1'), at: '2025-02-02T08:00:00Z' },
      { event: events.adminGranted('u2'), at: '2025-02-02T08:00:00Z' },
      { event: events.adminRevoked('u2'), at: '2025-02-03T08:00:00Z' },
    ]);
    const admins = (await models.documents(users)).map((user) => [user.id, user.isAdmin]);
    expect(admins).toEqual([
      ['u1', true],
      ['u2', false],
    ]);
  });

  it('ignores admin rights for a user it does not know', async () => {
    const models = await givenEvents([{ event: events.adminGranted('ghost'), at: '2025-02-02T08:00:00Z' }]);
    expect(await models.documents(users)).toEqual([]);
  });

  it('applies the notification settings that changed, leaving the others as they were', async () => {
    const models = await givenEvents([
      { event: events.registered('u1', 'thandi', { email: 'old@example.co.za' }), at: '2025-02-01T08:00:00Z' },
      {
        event: events.notificationSettingsChanged('u1', { phoneNumber: '+27821234567', whatsappNotifications: true }),
        at: '2025-02-02T08:00:00Z',
      },
      {
        event: events.notificationSettingsChanged('u1', { email: null, browserNotifications: true }),
        at: '2025-02-03T08:00:00Z',
      },
    ]);
    expect(await models.document(users, 'u1')).toMatchObject({
      email: null,
      phoneNumber: '+27821234567',
      emailNotifications: false,
      whatsappNotifications: true,
      browserNotifications: true,
      _position: 3,
    });
  });

  it('says an address is confirmed once its link was opened, and no longer once the address changes', async () => {
    const confirmedThen = async (history: Array<{ event: DomainEvent; at: string }>) =>
      (await (await givenEvents(history)).document(users, 'u1'))?.emailConfirmed;
    const registered = { event: events.registered('u1', 'thandi', { email: 'old@example.co.za' }), at: '2025-02-01T08:00:00Z' };
    const confirmed = { event: events.emailAddressConfirmed('u1'), at: '2025-02-01T09:00:00Z' };
    const changed = (email: string | null) => ({ event: events.notificationSettingsChanged('u1', { email }), at: '2025-02-02T08:00:00Z' });
    const switchedOn = { event: events.notificationSettingsChanged('u1', { emailNotifications: true }), at: '2025-02-02T08:00:00Z' };
    expect(await confirmedThen([registered])).toBe(false);
    expect(await confirmedThen([registered, confirmed])).toBe(true);
    expect(await confirmedThen([registered, confirmed, switchedOn])).toBe(true);
    expect(await confirmedThen([registered, confirmed, changed('new@example.co.za')])).toBe(false);
    expect(await confirmedThen([registered, confirmed, changed(null)])).toBe(false);
  });

  it('ignores notification settings of a user it does not know', async () => {
    const models = await givenEvents([
      { event: events.notificationSettingsChanged('ghost', { browserNotifications: true }), at: '2025-02-02T08:00:00Z' },
    ]);
    expect(await models.documents(users)).toEqual([]);
  });
});
