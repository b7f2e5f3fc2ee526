import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPLICAS } from './cluster-topology.js';
import { readEdgeTemplate } from './edge-config.js';

/**
 * docker-compose.yml, which no test here can run (no Docker engine; `.ci/run` has Compose read it, and checks the edge's
 * template with compose's resolver line through Debian's nginx, which predates `resolve`): the same topology as
 * `npm run cluster`, and an edge that looks the services' addresses up again, on an image whose nginx can.
 */
const repositoryFile = (path: string) => readFileSync(fileURLToPath(new URL(`../../../${path}`, import.meta.url)), 'utf8');

interface ComposeFile {
  services: Record<string, { environment?: Record<string, string>; deploy?: { replicas?: number } }>;
}

const compose = parse(repositoryFile('docker-compose.yml')) as ComposeFile;
const edgeEnvironment = compose.services.edge?.environment ?? {};

describe("compose's services", () => {
  it('runs as many replicas of each as `npm run cluster`: an active projector and one standing by among them', () => {
    const replicas = Object.fromEntries(Object.keys(REPLICAS).map((service) => [service, compose.services[service]?.deploy?.replicas ?? 1]));
    expect(replicas).toEqual(REPLICAS);
  });
});

describe("compose's edge", () => {
  it('looks every service replica up again in Docker’s DNS, rather than keeping the addresses it found at start', () => {
    for (const variable of ['COMMAND_SERVICE_SERVERS', 'QUERY_SERVICE_SERVERS']) {
      const servers = (edgeEnvironment[variable] ?? '').split(';').map((line) => line.trim()).filter(Boolean);
      expect(servers.length, variable).toBeGreaterThan(0);
      for (const server of servers) expect(server.split(/\s+/), `${variable}: ${server}`).toContain('resolve');
    }
    expect(edgeEnvironment.EDGE_RESOLVER).toMatch(/^resolver 127\.0\.0\.11 valid=\d+s\b[^;]*;$/);
  });

  it('keeps both upstream groups in shared memory, which `resolve` needs, and puts the resolver line in the site', () => {
    const template = readEdgeTemplate();
    expect(template).toMatch(/upstream command_services \{\s+zone command_services \d+k;\s+\$\{COMMAND_SERVICE_SERVERS\}/);
    expect(template).toMatch(/upstream query_services \{\s+zone query_services \d+k;\s+\$\{QUERY_SERVICE_SERVERS\}/);
    expect(template).toMatch(/^\$\{EDGE_RESOLVER\}$/m);
  });

  it('runs an nginx that knows `resolve` (open-source nginx 1.27.3 and later)', () => {
    const image = /^FROM nginx:(\d+)\.(\d+)(?:\.(\d+))?[^\s]* AS edge$/m.exec(repositoryFile('Dockerfile'));
    expect(image, 'the edge stage of the Dockerfile').not.toBeNull();
    const [major, minor, patch] = image!.slice(1, 4).map((part) => Number(part ?? Number.POSITIVE_INFINITY));
    // A tag without a patch release (1.28) is the latest of its line.
    expect([major, minor, patch]).toSatisfy(([a, b, c]: number[]) => a! > 1 || b! > 27 || (b === 27 && c! >= 3));
  });
});

describe("the services' image", () => {
  it('runs the exact Node release that CI tests the backend on, in every Node stage', () => {
    const ciNode = /^node_version=(\S+)$/m.exec(repositoryFile('.ci/test-on-node-24'))?.[1];
    expect(ciNode, "node_version in .ci/test-on-node-24").toMatch(/^24\.\d+\.\d+$/);
    const stages = [...repositoryFile('Dockerfile').matchAll(/^FROM node:(\S+) AS (\S+)$/gm)].map(([, tag, stage]) => ({ stage, tag }));
    expect(stages.map(({ stage }) => stage)).toEqual(['build', 'service']);
    // A floating tag (`24`) would let a rebuild pick a release CI never ran: a patch release once broke the SQLite driver.
    for (const { stage, tag } of stages) expect(tag, stage).toBe(`${ciNode}-bookworm-slim`);
  });
});
