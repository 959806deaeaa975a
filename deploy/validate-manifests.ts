/**
 * Renders every kustomization under k8s/ (the base and each overlay) with `kubectl kustomize`
 * and validates each rendered object offline:
 *   - against the Kubernetes OpenAPI schemas (npm `kubernetes-models`), the Prometheus
 *     Operator CRD schemas (`@kubernetes-models/prometheus-operator`) and the CloudNativePG
 *     schemas (`@kubernetes-models/cloudnative-pg`: Cluster, Pooler, Database, ScheduledBackup);
 *     a kind with no schema is an error, not a skip;
 *   - against what the schemas cannot say: every ConfigMap a workload names is rendered beside
 *     it, every Service, PodDisruptionBudget and HorizontalPodAutoscaler finds its workload, and
 *     every process container has its probes on the management port, requests and limits, and
 *     runs as non-root on a read-only root filesystem; every NetworkPolicy selects pods that
 *     are rendered (or that a rendered CloudNativePG Cluster or Pooler makes);
 *   - where a CloudNativePG Cluster is rendered: it has at least three instances, every Pooler,
 *     Database and ScheduledBackup names it, schema owners are its managed roles, every
 *     DATABASE_URL and DATABASE_READ_URL names a Pooler of the right type (DATABASE_LISTEN_URL
 *     the primary's Service), and the poolers' server connections plus the listeners at the
 *     HPA maxima fit its max_connections (the budget of docs/operations.md).
 * Exits 1 naming each problem. KUBECTL names the kubectl binary (default: `kubectl` on PATH).
 *
 *   node deploy/validate-manifests.ts [kustomization dir ...]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CORE_SCHEMA, loadAll } from 'js-yaml';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PROCESSES = new Set(['gateway', 'referential', 'rules', 'siv']);

interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rendered YAML, read defensively below
  spec?: any;
  [key: string]: unknown;
}

type ModelClass = new (data: unknown) => { validate(): void };

/** The module of kubernetes-models that holds the classes of an apiVersion. */
function modelModule(apiVersion: string): string {
  if (apiVersion === 'v1') return 'kubernetes-models/v1';
  if (apiVersion.startsWith('monitoring.coreos.com/'))
    return `@kubernetes-models/prometheus-operator/${apiVersion}`;
  if (apiVersion.startsWith('postgresql.cnpg.io/')) return `@kubernetes-models/cloudnative-pg/${apiVersion}`;
  return `kubernetes-models/${apiVersion}`;
}

async function modelClass(apiVersion: string, kind: string): Promise<ModelClass | undefined> {
  try {
    const module = (await import(modelModule(apiVersion))) as Record<string, unknown>;
    const candidate = module[kind];
    return typeof candidate === 'function' ? (candidate as ModelClass) : undefined;
  } catch {
    return undefined;
  }
}

export function render(dir: string): K8sObject[] {
  const kubectl = process.env.KUBECTL ?? 'kubectl';
  const text = execFileSync(kubectl, ['kustomize', dir], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return (loadAll(text, null, { schema: CORE_SCHEMA, filename: dir }) as (K8sObject | null)[]).filter(
    (o): o is K8sObject => o !== null,
  );
}

function matches(selector: Record<string, string> | undefined, labels: Record<string, string> | undefined) {
  if (!selector || Object.keys(selector).length === 0) return false;
  return Object.entries(selector).every(([k, v]) => labels?.[k] === v);
}

interface LabelSelector {
  matchLabels?: Record<string, string>;
  matchExpressions?: { key: string; operator: string; values?: string[] }[];
}

/** A label selector as Kubernetes reads it (the empty selector selects every pod). */
function selects(selector: LabelSelector, labels: Record<string, string>): boolean {
  const byLabels = Object.entries(selector.matchLabels ?? {}).every(([k, v]) => labels[k] === v);
  const byExpressions = (selector.matchExpressions ?? []).every((e) => {
    const value = labels[e.key];
    switch (e.operator) {
      case 'In':
        return value !== undefined && (e.values ?? []).includes(value);
      case 'NotIn':
        return value === undefined || !(e.values ?? []).includes(value);
      case 'Exists':
        return value !== undefined;
      case 'DoesNotExist':
        return value === undefined;
      default:
        return false;
    }
  });
  return byLabels && byExpressions;
}

/** The labels of the pods CloudNativePG makes for a rendered Cluster or Pooler. */
function operatorPodLabels(o: K8sObject): Record<string, string>[] {
  if (o.kind === 'Cluster' && o.apiVersion.startsWith('postgresql.cnpg.io/'))
    return [{ 'cnpg.io/cluster': o.metadata.name, 'cnpg.io/podRole': 'instance' }];
  if (o.kind === 'Pooler' && o.apiVersion.startsWith('postgresql.cnpg.io/'))
    return [{ ...(o.spec?.template?.metadata?.labels ?? {}), 'cnpg.io/poolerName': o.metadata.name }];
  return [];
}

/** The host of a postgres:// URL, whatever `$(VAR)` references its user part holds. */
function urlHost(url: string): string | undefined {
  return /^postgres(?:ql)?:\/\/(?:[^@/]*@)?([^:/?]+)/.exec(url)?.[1];
}

/** The CloudNativePG checks: HA, references between the objects, URLs and the budget. */
export function checkDatabase(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  const cnpg = (kind: string) =>
    objects.filter((o) => o.kind === kind && o.apiVersion.startsWith('postgresql.cnpg.io/'));
  const clusters = cnpg('Cluster');
  if (clusters.length === 0) return problems;
  const clusterNames = new Set(clusters.map((c) => c.metadata.name));
  for (const c of clusters) {
    if ((c.spec?.instances ?? 1) < 3)
      problems.push(`Cluster/${c.metadata.name} has fewer than 3 instances (one primary, two replicas)`);
  }
  for (const kind of ['Pooler', 'Database', 'ScheduledBackup']) {
    for (const o of cnpg(kind)) {
      if (!clusterNames.has(o.spec?.cluster?.name))
        problems.push(
          `${kind}/${o.metadata.name} names Cluster ${o.spec?.cluster?.name}, which is not rendered`,
        );
    }
  }
  for (const d of cnpg('Database')) {
    const cluster = clusters.find((c) => c.metadata.name === d.spec?.cluster?.name);
    const roles = new Set<string>([
      ...((cluster?.spec?.managed?.roles ?? []) as { name: string }[]).map((r) => r.name),
      cluster?.spec?.bootstrap?.initdb?.owner ?? 'app',
    ]);
    for (const schema of d.spec?.schemas ?? []) {
      if (schema.owner && !roles.has(schema.owner))
        problems.push(
          `Database/${d.metadata.name} schema ${schema.name} is owned by ${schema.owner}, no role of its Cluster`,
        );
    }
  }

  const poolers = cnpg('Pooler');
  const poolerType = new Map(poolers.map((p) => [p.metadata.name, p.spec?.type ?? 'rw']));
  const hpaMax = (name: string) =>
    objects.find((o) => o.kind === 'HorizontalPodAutoscaler' && o.spec?.scaleTargetRef?.name === name)?.spec
      ?.maxReplicas ?? 1;
  let listeners = 0;
  for (const w of objects.filter((o) => o.kind === 'Deployment')) {
    for (const c of w.spec?.template?.spec?.containers ?? []) {
      for (const e of (c.env ?? []) as { name: string; value?: string }[]) {
        if (e.value === undefined) continue;
        const host = urlHost(e.value);
        const where = `Deployment/${w.metadata.name} ${e.name}`;
        if (e.name === 'DATABASE_URL' && poolerType.get(host ?? '') !== 'rw')
          problems.push(`${where} names ${host}, not a rendered rw Pooler`);
        if (e.name === 'DATABASE_READ_URL' && poolerType.get(host ?? '') !== 'ro')
          problems.push(`${where} names ${host}, not a rendered ro Pooler`);
        if (e.name === 'DATABASE_LISTEN_URL') {
          if (![...clusterNames].some((n) => host === `${n}-rw`))
            problems.push(`${where} names ${host}, not the rw Service of a rendered Cluster`);
          listeners += hpaMax(w.metadata.name);
        }
      }
    }
  }

  for (const cluster of clusters) {
    const maxConnections = Number(cluster.spec?.postgresql?.parameters?.max_connections ?? 100);
    const roles = (cluster.spec?.managed?.roles ?? []).length;
    // Primary: the rw poolers' server connections (per instance and role: the pool and its
    // reserve, capped by max_user_connections), the listeners at the HPA maxima, and room for
    // superusers (3) and the operator's own connections (10).
    let primary = listeners + 3 + 10;
    for (const p of poolers.filter(
      (p) => p.spec?.cluster?.name === cluster.metadata.name && p.spec?.type !== 'ro',
    )) {
      const params = p.spec?.pgbouncer?.parameters ?? {};
      const perRole = Math.min(
        Number(params.max_user_connections ?? Infinity),
        Number(params.default_pool_size ?? 20) + Number(params.reserve_pool_size ?? 0),
      );
      primary += (p.spec?.instances ?? 1) * roles * perRole;
    }
    if (primary > maxConnections)
      problems.push(
        `Cluster/${cluster.metadata.name}: the primary may be asked for ${primary} connections, beyond max_connections ${maxConnections}`,
      );
  }
  return problems;
}

const WORKLOAD_KINDS = new Set(['Deployment', 'StatefulSet', 'Job']);

/** The checks the schemas cannot express; returns one sentence per problem. */
export function checkConsistency(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  const id = (o: K8sObject) => `${o.kind}/${o.metadata.name}`;
  const seen = new Set<string>();
  for (const o of objects) {
    if (seen.has(id(o))) problems.push(`${id(o)} is rendered twice`);
    seen.add(id(o));
  }
  const configMaps = new Set(objects.filter((o) => o.kind === 'ConfigMap').map((o) => o.metadata.name));
  const workloads = objects.filter((o) => WORKLOAD_KINDS.has(o.kind));
  const podLabels = (w: K8sObject) => (w.spec?.template?.metadata?.labels ?? {}) as Record<string, string>;

  for (const w of workloads) {
    const pod = w.spec?.template?.spec ?? {};
    for (const volume of pod.volumes ?? []) {
      if (volume.configMap && !configMaps.has(volume.configMap.name))
        problems.push(`${id(w)} mounts ConfigMap ${volume.configMap.name}, which is not rendered`);
    }
    for (const c of [...(pod.containers ?? []), ...(pod.initContainers ?? [])]) {
      for (const from of c.envFrom ?? []) {
        if (from.configMapRef && !configMaps.has(from.configMapRef.name))
          problems.push(`${id(w)} reads ConfigMap ${from.configMapRef.name}, which is not rendered`);
      }
      if (!c.resources?.requests || !c.resources?.limits?.memory)
        problems.push(`${id(w)} container ${c.name} lacks resource requests or a memory limit`);
      if (c.securityContext?.allowPrivilegeEscalation !== false)
        problems.push(`${id(w)} container ${c.name} does not forbid privilege escalation`);
    }
    if (pod.securityContext?.runAsNonRoot !== true)
      problems.push(`${id(w)} does not require a non-root user`);

    const name = w.metadata.name;
    if (w.kind === 'Deployment' && PROCESSES.has(name)) {
      const c = pod.containers?.[0] ?? {};
      for (const probe of ['livenessProbe', 'readinessProbe'] as const) {
        if (c[probe]?.httpGet?.port !== 'management')
          problems.push(`${id(w)} has no ${probe} on the management port`);
      }
      if (c.livenessProbe?.httpGet?.path !== '/actuator/health/liveness')
        problems.push(`${id(w)} liveness probe is not /actuator/health/liveness`);
      if (c.readinessProbe?.httpGet?.path !== '/actuator/health/readiness')
        problems.push(`${id(w)} readiness probe is not /actuator/health/readiness`);
      if (c.securityContext?.readOnlyRootFilesystem !== true)
        problems.push(`${id(w)} root filesystem is writable`);
      for (const kind of ['Service', 'HorizontalPodAutoscaler', 'PodDisruptionBudget']) {
        if (!objects.some((o) => o.kind === kind && o.metadata.name === name))
          problems.push(`${id(w)} has no ${kind}`);
      }
    }
  }

  for (const o of objects) {
    if (
      o.kind === 'Service' &&
      o.spec?.selector &&
      !workloads.some((w) => matches(o.spec.selector, podLabels(w)))
    )
      problems.push(`${id(o)} selects no workload`);
    if (
      o.kind === 'PodDisruptionBudget' &&
      !workloads.some((w) => matches(o.spec?.selector?.matchLabels, podLabels(w)))
    )
      problems.push(`${id(o)} selects no workload`);
    if (o.kind === 'HorizontalPodAutoscaler') {
      const ref = o.spec?.scaleTargetRef ?? {};
      if (!objects.some((w) => w.kind === ref.kind && w.metadata.name === ref.name))
        problems.push(`${id(o)} scales ${ref.kind}/${ref.name}, which is not rendered`);
    }
    if (o.kind === 'NetworkPolicy') {
      const selector = (o.spec?.podSelector ?? {}) as LabelSelector;
      const pods = [...workloads.map(podLabels), ...objects.flatMap(operatorPodLabels)];
      if (!pods.some((labels) => selects(selector, labels)))
        problems.push(`${id(o)} selects no pod that is rendered`);
    }
    if (o.kind === 'Ingress') {
      for (const rule of o.spec?.rules ?? []) {
        for (const p of rule.http?.paths ?? []) {
          const service = p.backend?.service?.name;
          if (!objects.some((s) => s.kind === 'Service' && s.metadata.name === service))
            problems.push(`${id(o)} routes to Service ${service}, which is not rendered`);
        }
      }
    }
  }
  return problems;
}

/** The IPv4 ranges siv's delivery targets must never reach: loopback, private, link-local, shared. */
const PRIVATE_V4 = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.168.0.0/16',
];

/** An IPv4 block as its first and last address (numbers); undefined for IPv6 or a malformed block. */
function v4Range(cidr: string): [number, number] | undefined {
  const match = /^(\d+)\.(\d+)\.(\d+)\.(\d+)(?:\/(\d+))?$/.exec(cidr);
  if (!match) return undefined;
  const [a, b, c, d] = match.slice(1, 5).map(Number) as [number, number, number, number];
  const bits = Number(match[5] ?? 32);
  const start = ((a * 256 + b) * 256 + c) * 256 + d;
  const size = 2 ** (32 - bits);
  const first = start - (start % size);
  return [first, first + size - 1];
}

const within = (inner: [number, number], outer: [number, number]) =>
  inner[0] >= outer[0] && inner[1] <= outer[1];
const overlaps = (x: [number, number], y: [number, number]) => x[0] <= y[1] && y[0] <= x[1];

interface EgressRule {
  to?: {
    ipBlock?: { cidr: string; except?: string[] };
    podSelector?: unknown;
    namespaceSelector?: unknown;
  }[];
  ports?: { port?: number | string; protocol?: string }[];
}

/**
 * siv's delivery targets (docs/boards.md): `siv-egress-delivery-targets` is rendered beside siv,
 * opens no private IPv4 range (each one it overlaps is among its `except`), and the MQTT broker
 * and SFTP server siv is given (`DELIVERY_MQTT_URL`, `DELIVERY_SFTP_URL` in its ConfigMap) are
 * reachable on their port (and, for an address, at it) through one of siv's egress policies.
 */
export function checkDeliveryEgress(objects: K8sObject[]): string[] {
  const siv = objects.find((o) => o.kind === 'Deployment' && o.metadata.name === 'siv');
  if (!siv) return [];
  const problems: string[] = [];
  const labels = (siv.spec?.template?.metadata?.labels ?? {}) as Record<string, string>;
  const egress = objects.filter(
    (o) =>
      o.kind === 'NetworkPolicy' &&
      (o.spec?.policyTypes ?? []).includes('Egress') &&
      selects((o.spec?.podSelector ?? {}) as LabelSelector, labels),
  );
  const targets = egress.find((o) => o.metadata.name === 'siv-egress-delivery-targets');
  if (!targets) problems.push('NetworkPolicy/siv-egress-delivery-targets is not rendered for siv');
  for (const rule of (targets?.spec?.egress ?? []) as EgressRule[]) {
    for (const peer of rule.to ?? []) {
      if (!peer.ipBlock) continue;
      const block = v4Range(peer.ipBlock.cidr);
      if (!block) continue;
      const excepted = (peer.ipBlock.except ?? []).map(v4Range).filter((r) => r !== undefined);
      for (const range of PRIVATE_V4) {
        const inside = v4Range(range) as [number, number];
        if (overlaps(block, inside) && !excepted.some((e) => within(inside, e)))
          problems.push(
            `NetworkPolicy/siv-egress-delivery-targets opens ${range} (from ${peer.ipBlock.cidr})`,
          );
      }
    }
  }
  const config = objects.find(
    (o) => o.kind === 'ConfigMap' && /^siv-config(-[a-z0-9]+)?$/.test(o.metadata.name),
  );
  const data = (config?.data ?? {}) as Record<string, string>;
  const defaultPorts: Record<string, number> = {
    'mqtt:': 1883,
    'mqtts:': 8883,
    'ws:': 80,
    'wss:': 443,
    'sftp:': 22,
  };
  for (const setting of ['DELIVERY_MQTT_URL', 'DELIVERY_SFTP_URL']) {
    const value = data[setting];
    if (!value) continue;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      problems.push(`siv's ${setting} is not a URL`);
      continue;
    }
    const port = Number(url.port || defaultPorts[url.protocol]);
    const address = v4Range(url.hostname);
    const reached = egress.some((policy) =>
      ((policy.spec?.egress ?? []) as EgressRule[]).some((rule) => {
        const portOpen =
          !rule.ports?.length || rule.ports.some((p) => p.port === undefined || p.port === port);
        if (!portOpen) return false;
        if (!address || !rule.to?.length) return true;
        return rule.to.some((peer) => {
          const block = peer.ipBlock ? v4Range(peer.ipBlock.cidr) : undefined;
          if (!block || !peer.ipBlock) return !peer.ipBlock;
          const excepted = (peer.ipBlock.except ?? []).map(v4Range).filter((r) => r !== undefined);
          return within(address, block) && !excepted.some((e) => within(address, e));
        });
      }),
    );
    if (!reached)
      problems.push(
        `siv's ${setting} (${url.host}) is not reachable on port ${port} through its egress policies`,
      );
  }
  return problems;
}

/**
 * kustomize wraps long base64 values of a Secret over several lines; the API server's decoder
 * ignores those line breaks, the schema's `byte` format does not: validate what it decodes.
 */
function asApiServerReads(o: K8sObject): K8sObject {
  if (o.kind !== 'Secret' || !o.data || typeof o.data !== 'object') return o;
  const data = Object.fromEntries(
    Object.entries(o.data as Record<string, string>).map(([k, v]) => [k, String(v).replace(/[\r\n]/g, '')]),
  );
  return { ...o, data };
}

export async function validateObjects(objects: K8sObject[]): Promise<string[]> {
  const problems: string[] = [];
  for (const o of objects) {
    const label = `${o.kind}/${o.metadata?.name} (${o.apiVersion})`;
    const Model = await modelClass(o.apiVersion, o.kind);
    if (!Model) {
      problems.push(`${label}: no schema for this apiVersion and kind`);
      continue;
    }
    try {
      new Model(asApiServerReads(o)).validate();
    } catch (error) {
      problems.push(`${label}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return problems;
}

function kustomizations(): string[] {
  const overlays = path.join(REPO_ROOT, 'k8s/overlays');
  return [
    path.join(REPO_ROOT, 'k8s/base'),
    ...readdirSync(overlays)
      .map((d) => path.join(overlays, d))
      .filter((d) => existsSync(path.join(d, 'kustomization.yaml'))),
  ];
}

async function main(): Promise<void> {
  const dirs = process.argv.length > 2 ? process.argv.slice(2).map((d) => path.resolve(d)) : kustomizations();
  let failed = 0;
  for (const dir of dirs) {
    const name = path.relative(REPO_ROOT, dir);
    let objects: K8sObject[];
    try {
      objects = render(dir);
    } catch (error) {
      process.stdout.write(
        `FAIL ${name}: kubectl kustomize failed\n${(error as { stderr?: string }).stderr ?? error}\n`,
      );
      failed += 1;
      continue;
    }
    const problems = [
      ...(await validateObjects(objects)),
      ...checkConsistency(objects),
      ...checkDatabase(objects),
      ...checkDeliveryEgress(objects),
    ];
    if (problems.length === 0) {
      const kinds = new Map<string, number>();
      for (const o of objects) kinds.set(o.kind, (kinds.get(o.kind) ?? 0) + 1);
      const summary = [...kinds].map(([k, n]) => `${n} ${k}`).join(', ');
      process.stdout.write(`ok   ${name}: ${objects.length} objects valid (${summary})\n`);
    } else {
      failed += 1;
      process.stdout.write(`FAIL ${name}:\n${problems.map((p) => `  - ${p}`).join('\n')}\n`);
    }
  }
  if (failed > 0) process.exit(1);
}

// Run as a script; imported (by k8s/test), only its checks are used.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
