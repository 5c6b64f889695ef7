import { describe, expect, it } from 'vitest';
import { detectKubernetes, parseKubernetes } from './index';

// As `kubectl get nodes,pods,svc,endpointslices,endpoints,netpol -o yaml` prints it (trimmed).
const LIST = `apiVersion: v1
items:
- apiVersion: v1
  kind: Node
  metadata:
    annotations:
      node.alpha.kubernetes.io/ttl: "0"
    creationTimestamp: "2024-05-02T10:11:12Z"
    labels:
      kubernetes.io/hostname: win-node-1
      kubernetes.io/os: windows
    managedFields:
    - apiVersion: v1
      fieldsType: FieldsV1
      manager: kubelet.exe
    name: win-node-1
    resourceVersion: "1234"
  spec:
    podCIDR: 10.244.1.0/24
    podCIDRs:
    - 10.244.1.0/24
  status:
    addresses:
    - address: 10.127.130.11
      type: InternalIP
    - address: win-node-1
      type: Hostname
    nodeInfo:
      operatingSystem: windows
- apiVersion: v1
  kind: Pod
  metadata:
    labels:
      app: web
    name: web-1
    namespace: default
  spec:
    containers:
    - image: mcr.microsoft.com/windows/servercore/iis
      name: iis
      ports:
      - containerPort: 80
        name: http
        protocol: TCP
    nodeName: win-node-1
  status:
    phase: Running
    podIP: 10.244.1.40
    podIPs:
    - ip: 10.244.1.40
- apiVersion: v1
  kind: Service
  metadata:
    name: web
    namespace: default
  spec:
    clusterIP: 10.96.0.50
    clusterIPs:
    - 10.96.0.50
    internalTrafficPolicy: Cluster
    ports:
    - name: http
      port: 80
      protocol: TCP
      targetPort: http
    selector:
      app: web
    sessionAffinity: None
    type: ClusterIP
  status:
    loadBalancer: {}
- addressType: IPv4
  apiVersion: discovery.k8s.io/v1
  endpoints:
  - addresses:
    - 10.244.1.40
    conditions:
      ready: true
      serving: true
      terminating: false
    nodeName: win-node-1
    targetRef:
      kind: Pod
      name: web-1
      namespace: default
  kind: EndpointSlice
  metadata:
    labels:
      kubernetes.io/service-name: web
    name: web-abcde
    namespace: default
  ports:
  - name: http
    port: 80
    protocol: TCP
- apiVersion: v1
  kind: Endpoints
  metadata:
    name: web
    namespace: default
  subsets:
  - addresses:
    - ip: 10.244.1.40
      nodeName: win-node-1
    ports:
    - name: http
      port: 80
      protocol: TCP
- apiVersion: networking.k8s.io/v1
  kind: NetworkPolicy
  metadata:
    name: web-from-client
    namespace: default
  spec:
    podSelector:
      matchLabels:
        app: web
    policyTypes:
    - Ingress
    ingress:
    - from:
      - podSelector:
          matchLabels:
            app: client
      - ipBlock:
          cidr: 10.127.130.0/24
          except:
          - 10.127.130.99/32
      ports:
      - port: 80
        protocol: TCP
- apiVersion: v1
  kind: ConfigMap
  metadata:
    name: kube-root-ca.crt
    namespace: default
kind: List
metadata:
  resourceVersion: ""
`;

describe('a kind: List with every kind', () => {
  const { value, errors, warnings } = parseKubernetes(LIST);

  it('reads each kind into its small shape', () => {
    expect(errors).toEqual([]);
    expect(value!.nodes).toEqual([
      {
        name: 'win-node-1',
        labels: { 'kubernetes.io/hostname': 'win-node-1', 'kubernetes.io/os': 'windows' },
        os: 'windows',
        podCIDRs: ['10.244.1.0/24'],
        internalIPs: ['10.127.130.11'],
        addresses: [
          { type: 'InternalIP', address: '10.127.130.11' },
          { type: 'Hostname', address: 'win-node-1' },
        ],
      },
    ]);
    expect(value!.pods[0]).toMatchObject({ name: 'web-1', namespace: 'default', nodeName: 'win-node-1', podIPs: ['10.244.1.40'], hostNetwork: false });
    expect(value!.pods[0]!.ports).toEqual([{ container: 'iis', containerPort: 80, protocol: 'TCP', name: 'http' }]);
    expect(value!.endpointSlices[0]).toMatchObject({ serviceName: 'web', addressType: 'IPv4' });
    expect(value!.endpointSlices[0]!.endpoints[0]!.conditions).toEqual({ ready: true, serving: true, terminating: false });
    expect(value!.endpoints[0]!.subsets[0]!.addresses).toEqual([{ ip: '10.244.1.40', nodeName: 'win-node-1' }]);
    expect(value!.networkPolicies[0]!.spec.ingress![0]!.from![1]).toEqual({ ipBlock: { cidr: '10.127.130.0/24', except: ['10.127.130.99/32'] } });
  });

  it('keeps a named targetPort as a name', () => {
    expect(value!.services[0]).toMatchObject({
      name: 'web',
      type: 'ClusterIP',
      clusterIPs: ['10.96.0.50'],
      selector: { app: 'web' },
      ports: [{ name: 'http', port: 80, targetPort: 'http', protocol: 'TCP' }],
      loadBalancerIngress: [],
    });
  });

  it('counts and warns about kinds it does not use', () => {
    const configMapLine = LIST.split('\n').indexOf('  kind: ConfigMap'); // the line before: `- apiVersion: v1`
    expect(warnings).toEqual([{ message: '1 ConfigMap object skipped: VFP Lab does not use this kind', msg: { id: 'k8s.skipped', args: { n: 1, kind: 'ConfigMap' } }, line: configMapLine }]);
  });

  it('is detected, even when the List is long and its `kind: List` comes last', () => {
    expect(detectKubernetes(LIST)).toBeGreaterThan(0.5);
    const long = LIST.replace('items:\n', `items:\n${'- apiVersion: v1\n  kind: ConfigMap\n  metadata: { name: filler }\n'.repeat(5000)}`);
    expect(long.length).toBeGreaterThan(200_000);
    expect(detectKubernetes(long)).toBeGreaterThan(0.5);
  });
});

// The same objects as separate documents, as `kubectl get ... -o yaml` per kind and `---` joins them.
const MULTI = `# hand-made
apiVersion: v1
kind: Service
metadata:
  name: dns
  namespace: kube-system
spec:
  type: NodePort
  clusterIP: 10.96.0.10
  externalTrafficPolicy: Local
  ports:
  - name: dns
    port: 53
    protocol: UDP
    nodePort: 30053
  selector:
    k8s-app: kube-dns
---
apiVersion: v1
kind: Pod
metadata:
  name: client
spec:
  nodeName: win-node-2
  containers:
  - name: c
---
`;

describe('several documents', () => {
  it('reads each document and applies Kubernetes defaults', () => {
    const { value, errors } = parseKubernetes(MULTI);
    expect(errors).toEqual([]);
    expect(value!.services[0]!.ports[0]).toEqual({ name: 'dns', port: 53, targetPort: 53, protocol: 'UDP', nodePort: 30053 });
    expect(value!.services[0]!.externalTrafficPolicy).toBe('Local');
    expect(value!.pods[0]).toMatchObject({ name: 'client', namespace: 'default', podIPs: [], ports: [] });
  });

  it('reads every kind from documents, too', () => {
    const docs = LIST.split('\n- ')
      .slice(1)
      .map((item) => `${item.replace(/\n {2}/g, '\n')}`.replace(/\nkind: List[\s\S]*$/, ''))
      .join('\n---\n');
    const { value, errors } = parseKubernetes(docs);
    expect(errors).toEqual([]);
    expect(value!.nodes).toHaveLength(1);
    expect(value!.pods).toHaveLength(1);
    expect(value!.services).toHaveLength(1);
    expect(value!.endpointSlices).toHaveLength(1);
    expect(value!.endpoints).toHaveLength(1);
    expect(value!.networkPolicies).toHaveLength(1);
  });
});

describe('errors', () => {
  it('name the document, the object, the field path and the line', () => {
    const text = MULTI.replace('    port: 53', '    port: fifty-three');
    const { errors } = parseKubernetes(text);
    expect(errors).toMatchObject([{ message: 'document 1, Service kube-system/dns: expected a number, got "fifty-three"', field: 'spec.ports[0].port', line: 13 }]);
    expect(errors[0]!.msg).toEqual({ id: 'k8s.at', args: { doc: 1, kind: 'Service', id: 'kube-system/dns', m: { id: 'k8s.expected', args: { type: 'number', v: '"fifty-three"' } } } });
  });

  it('name items of a List by index', () => {
    const text = LIST.replace('- 10.127.130.99/32', '- 10.127.131.0/24');
    const { errors } = parseKubernetes(text);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.field).toBe('items[5].spec.ingress[0].from[1].ipBlock.except[0]');
    expect(errors[0]!.message).toMatch(/is not strictly inside 10.127.130.0\/24/);
    expect(errors[0]!.line).toBe(LIST.split('\n').indexOf('          - 10.127.130.99/32') + 1);
  });

  it('explain a quoted numeric targetPort', () => {
    const { errors } = parseKubernetes(MULTI.replace('port: 53\n', 'port: 53\n    targetPort: "5353"\n'));
    expect(errors[0]!.field).toBe('spec.ports[0].targetPort');
    expect(errors[0]!.message).toMatch(/port name/);
  });

  it('report YAML syntax errors with a line', () => {
    const { errors, value } = parseKubernetes('apiVersion: v1\nkind: Pod\nmetadata:\n  name: [a\n');
    expect(value).toBeUndefined();
    expect(errors[0]!.line).toBeGreaterThan(0);
  });

  it('read JSON (kubectl -o json) with lines too', () => {
    const json = JSON.stringify({ apiVersion: 'v1', kind: 'List', items: [{ apiVersion: 'v1', kind: 'Pod', metadata: { name: 'p' }, spec: { hostNetwork: 'yes' } }] }, null, 2);
    const { errors } = parseKubernetes(json);
    expect(errors).toMatchObject([{ message: 'Pod p: expected true or false, got "yes"', field: 'items[0].spec.hostNetwork', line: 12 }]);
    expect(detectKubernetes(json)).toBeGreaterThan(0.5);
  });

  it('leave scenarios and CNI configs alone', () => {
    expect(detectKubernetes('apiVersion: vfp-lab/v1\nkind: Scenario\n')).toBe(0);
    expect(detectKubernetes('{"cniVersion": "0.2.0", "type": "win-bridge", "apiVersion": 2}')).toBe(0);
  });
});

describe('Namespace (issue 27 item 6)', () => {
  it('is read with its labels, not skipped', () => {
    const { value, warnings, errors } = parseKubernetes('apiVersion: v1\nkind: Namespace\nmetadata:\n  name: shop\n  labels: { team: platform, kubernetes.io/metadata.name: shop }\n');
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
    expect(value!.namespaces).toEqual([{ name: 'shop', labels: { team: 'platform', 'kubernetes.io/metadata.name': 'shop' } }]);
  });
});
