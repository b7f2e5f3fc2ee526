import { describe, expect, it } from 'vitest';
import { serviceSpecs } from './cluster-topology.js';

describe("the cluster's services", () => {
  const specs = serviceSpecs({
    node: '/usr/bin/node',
    serviceEnv: { DATA_DIR: '/data', VAPID_PRIVATE_KEY: 'shared-by-all' },
    commandServiceEnv: { PASSWORD_RESET_SECRET: 'for-the-link-signers-alone' },
    notifierEnv: { PASSWORD_RESET_SECRET: 'for-the-link-signers-alone' },
    commandServicePorts: [4001, 4002],
    queryServicePorts: [4003, 4004],
  });

  it("hand the key of the emailed links to the command-services, who sign and check them, and the notifier, who signs the newsletter's, alone", () => {
    const holders = specs.filter((spec) => spec.env?.PASSWORD_RESET_SECRET === 'for-the-link-signers-alone').map((spec) => spec.name);
    expect(holders).toEqual(['command-service#1', 'command-service#2', 'notifier']);
    expect(specs.filter((spec) => spec.env?.PASSWORD_RESET_SECRET !== undefined)).toHaveLength(3);
  });

  it('share the rest of the environment with every service', () => {
    expect(specs.map((spec) => spec.env?.VAPID_PRIVATE_KEY)).toEqual(specs.map(() => 'shared-by-all'));
  });
});
