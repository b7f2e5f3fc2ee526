import { describe, expect, it } from 'vitest';
import { serviceSpecs } from './cluster-topology.js';

describe("the cluster's services", () => {
  const specs = serviceSpecs({
    node: '/usr/bin/node',
    serviceEnv: { DATA_DIR: '/data', VAPID_PRIVATE_KEY: 'shared-by-all' },
    commandServiceEnv: { PASSWORD_RESET_SECRET: 'for-the-account-links-alone', NEWSLETTER_LINK_SECRET: 'for-the-newsletter-links-alone' },
    notifierEnv: { NEWSLETTER_LINK_SECRET: 'for-the-newsletter-links-alone' },
    commandServicePorts: [4001, 4002],
    queryServicePorts: [4003, 4004],
  });

  const holdersOf = (name: string) => specs.filter((spec) => spec.env?.[name] !== undefined).map((spec) => spec.name);

  it("hand the key of the account links to the command-services alone, who sign and check them", () => {
    expect(holdersOf('PASSWORD_RESET_SECRET')).toEqual(['command-service#1', 'command-service#2']);
  });

  it("hand the key of the newsletter's links to the command-services and the notifier, who signs the links to leave", () => {
    expect(holdersOf('NEWSLETTER_LINK_SECRET')).toEqual(['command-service#1', 'command-service#2', 'notifier']);
  });

  it('share the rest of the environment with every service', () => {
    expect(specs.map((spec) => spec.env?.VAPID_PRIVATE_KEY)).toEqual(specs.map(() => 'shared-by-all'));
  });
});
