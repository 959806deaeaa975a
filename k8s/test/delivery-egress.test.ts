/**
 * siv's egress to its delivery targets, as `kubectl kustomize` renders the base and each
 * overlay: the policy is there, opens no private range, and lets siv reach the broker and SFTP
 * server it is given; each way of breaking it is named by the manifest checks.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { checkDeliveryEgress, render } from '../../deploy/validate-manifests.ts';

const K8S = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const KUSTOMIZATIONS = ['base', ...readdirSync(path.join(K8S, 'overlays')).map((d) => `overlays/${d}`)];

type Rendered = ReturnType<typeof render>;

const policyOf = (objects: Rendered) =>
  objects.find((o) => o.kind === 'NetworkPolicy' && o.metadata.name === 'siv-egress-delivery-targets');
const sivConfigOf = (objects: Rendered) =>
  objects.find(
    (o) => o.kind === 'ConfigMap' && /^siv-config(-[a-z0-9]+)?$/.test(o.metadata.name),
  ) as unknown as {
    data: Record<string, string>;
  };

describe('siv egress to its delivery targets (k8s)', function () {
  this.timeout(60_000);
  const rendered = new Map<string, Rendered>();
  before(() => {
    for (const k of KUSTOMIZATIONS) rendered.set(k, render(path.join(K8S, k)));
  });
  const fresh = (k: string) => structuredClone(rendered.get(k) as Rendered);

  for (const k of KUSTOMIZATIONS)
    it(`${k}: lets siv reach public https, MQTT over TLS and SFTP, and nothing private`, () => {
      const objects = fresh(k);
      expect(checkDeliveryEgress(objects)).to.deep.equal([]);
      const ports = (policyOf(objects)?.spec.egress as { ports: { port: number }[] }[]).flatMap((r) =>
        r.ports.map((p) => p.port),
      );
      expect(ports).to.include.members([443, 8883, 22]);
    });

  it('names a policy opening a private range, and a missing policy', () => {
    const opened = fresh('base');
    const block = policyOf(opened)?.spec.egress[0].to[0].ipBlock as { except: string[] };
    block.except = block.except.filter((c) => c !== '10.0.0.0/8' && c !== '169.254.0.0/16');
    expect(checkDeliveryEgress(opened)).to.deep.equal([
      'NetworkPolicy/siv-egress-delivery-targets opens 10.0.0.0/8 (from 0.0.0.0/0)',
      'NetworkPolicy/siv-egress-delivery-targets opens 169.254.0.0/16 (from 0.0.0.0/0)',
    ]);

    const missing = fresh('base').filter((o) => o.metadata.name !== 'siv-egress-delivery-targets');
    expect(checkDeliveryEgress(missing)).to.include(
      'NetworkPolicy/siv-egress-delivery-targets is not rendered for siv',
    );
  });

  it('names a broker or SFTP server siv is given that its egress does not reach', () => {
    const objects = fresh('overlays/prod');
    const config = sivConfigOf(objects);
    config.data.DELIVERY_MQTT_URL = 'mqtts://203.0.113.10:8883';
    config.data.DELIVERY_SFTP_URL = 'sftp://boards@203.0.113.11';
    expect(checkDeliveryEgress(objects)).to.deep.equal([]);

    config.data.DELIVERY_MQTT_URL = 'mqtt://198.51.100.10';
    config.data.DELIVERY_SFTP_URL = 'sftp://boards@203.0.113.11:2222';
    expect(checkDeliveryEgress(objects)).to.deep.equal([
      "siv's DELIVERY_MQTT_URL (198.51.100.10) is not reachable on port 1883 through its egress policies",
      "siv's DELIVERY_SFTP_URL (203.0.113.11:2222) is not reachable on port 2222 through its egress policies",
    ]);
  });
});
