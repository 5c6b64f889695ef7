// What the HNS readers say (Get-Hns* as JSON, Format-List and Format-Table, hnsdiag, and the HNS
// objects they share: hns/*), as message values (src/core/message.ts): English here (the CLI, the
// import summary's `message`), Vietnamese in src/ui/i18n/messages/dumps-hns.vi.ts. Holes hold the
// file's text as printed: `t` quoted (text.ts quote), `kv` a `Key : value` cut at 60 characters,
// `lines` a list of line numbers (`3, 7, …`).
import { msg, type MsgOf } from '../../core/message';

const s = (n: number, one: string, many: string) => (n === 1 ? one : many);

export const HNS_EN = {
  // Get-Hns* | ConvertTo-Json (hns-json.ts)
  'hns.notObject': (a: { type: string }) => `a value that is not an HNS object (${a.type}); skipped`,
  'hns.jsonCutNothing': () => 'no whole HNS network, endpoint, policy list, load balancer or namespace before the text ends (truncated?): nothing of it was kept',
  'hns.jsonNone': () => 'no HNS network, endpoint, policy list, load balancer or namespace found in this JSON',
  'hns.printedAsType': (a: { path: string; v: string }) => `\`${a.path}\` was printed as ${a.v}: deeper than ConvertTo-Json -Depth; its content is not in the file`,
  'hns.printedAsText': (a: { path: string }) => `\`${a.path}\` was printed as text (deeper than ConvertTo-Json -Depth); read as a PowerShell object`,
  'hns.textTypeName': (a: { path: string }) => `\`${a.path}\` was printed as System.Object[]; its entries are not in the file`,
  'hns.textCut': (a: { path: string; n: number }) => `\`${a.path}\` was cut after ${a.n} entries; its entries are not in the file`,
  // Format-List (hns-list.ts)
  'hns.listNotClosed': (a: { path: string; line: number; kept: string }) => `\`${a.path}\` at line ${a.line} is not closed (lines lost? truncated?): ${a.kept}`,
  'hns.listEndsInside': (a: { path: string; line: number; kept: string }) => `the text ends inside \`${a.path}\` at line ${a.line} (truncated?): ${a.kept}`,
  'hns.keptNothing': () => 'nothing of it could be read: dropped',
  'hns.keptFields': () => 'read up to its last whole field',
  'hns.keptEntries': (a: { n: number }) => `read up to its last whole field (${a.n} ${s(a.n, 'entry', 'entries')} kept)`,
  'hns.keptCutOff': (a: { kept: string; lost: string }) => `${a.kept}; ${a.lost} was cut off`,
  'hns.listMidRecord': (a: { line: number }) => `the text ends mid-record at line ${a.line} (truncated?): the last record was read as far as it goes`,
  'hns.listIndent': (a: { n: number; lines: string }) =>
    `${a.n} continuation ${s(a.n, 'line', 'lines')} had lost ${s(a.n, 'its', 'their')} indentation (line ${a.lines}): joined to the field above, whose value was still open`,
  'hns.listWrapped': (a: { n: number; width: number; lines: string }) => `${a.n} ${s(a.n, 'line was', 'lines were')} hard-wrapped at ${a.width} columns (line ${a.lines}): joined back to the line above`,
  'hns.listStray': (a: { t: string }) => `${a.t} is not a \`Key : value\` line of Format-List output; ignored`,
  'hns.listStrayMore': (a: { n: number }) => `${a.n} more lines that are not \`Key : value\` were ignored`,
  'hns.listNone': () => 'no HNS network, endpoint, policy list or namespace found (expected Get-HnsNetwork / Get-HnsEndpoint / Get-HnsPolicyList Format-List output)',
  'hns.listTypeName': (a: { path: string }) =>
    `\`${a.path}\` was printed as System.Object[]: PowerShell does not print nested arrays in a list; its entries are not in the file (ConvertTo-Json -Depth 10 prints everything)`,
  'hns.listShown': (a: { path: string; n: number }) => `\`${a.path}\`: PowerShell printed only the first ${a.n} entries (\`...}\`); the rest are not in the file (ConvertTo-Json -Depth 10 prints everything)`,
  // Format-Table (hns-table.ts)
  'hns.tableWrapped': (a: { n: number; lines: string }) => `${a.n} ${s(a.n, 'line', 'lines')} (line ${a.lines}) went on under a column with the cells before it blank: Format-Table -Wrap; joined to the row above`,
  'hns.tableCollapsed': (a: { n: number; lines: string }) => `${a.n} ${s(a.n, 'row', 'rows')} (line ${a.lines}) did not line up with the dashes (the paste collapsed runs of spaces?): read one word per column`,
  'hns.tableUnsplit': (a: { n: number; lines: string }) =>
    `${a.n} ${s(a.n, 'row', 'rows')} (line ${a.lines}) did not line up with the dashes and held more words than columns: which word belongs to which column is unknown; skipped`,
  'hns.tableDropped': (a: { n: number }) =>
    `PowerShell left out ${a.n} ${s(a.n, 'column', 'columns')} that did not fit the console (its WARNING line): ${s(a.n, 'it is', 'they are')} not in the file (Format-List or ConvertTo-Json print every field)`,
  'hns.tableStray': (a: { t: string }) => `${a.t} is neither a column header nor a row of a PowerShell table; ignored`,
  'hns.tableStrayMore': (a: { n: number }) => `${a.n} more lines outside the table were ignored`,
  'hns.tableCut': (a: { n: number; cols: string; line: number }) =>
    `${a.n} ${s(a.n, 'cell was', 'cells were')} cut by PowerShell to fit the table (\`...\`, column ${a.cols}; first on line ${a.line}): left out (Format-List or ConvertTo-Json print them whole)`,
  'hns.tableNone': () => 'no HNS network or endpoint found (expected Get-HnsNetwork / Get-HnsEndpoint | Format-Table output: column names over a line of dashes)',
  // hnsdiag (hnsdiag.ts)
  'hns.diagLbRow': (a: { t: string }) => `load balancer row ${a.t} is not \`ID | Virtual IPs | Direct IP IDs\`; skipped`,
  'hns.diagCells': (a: { n: number; m: number }) => `row has ${a.n} cells for ${a.m} columns`,
  // `key` is one of `ip address`, `mac address`, `virtual network` (a field read alone).
  'hns.diagNote': (a: { line: string; v: string; key: string }) => `${a.line}: only ${a.v} is the ${a.key}; the rest of the line was left out`,
  // `why` is the JSON reader's reason without its position (a json.reason value, messages-text.ts).
  'hns.diagDetail': (a: { lines: string; why: string }) => `detail block (lines ${a.lines}) is not JSON (${a.why}); not read`,
  'hns.diagWrapped': (a: { n: number; width: number; lines: string }) => `${a.n} table ${s(a.n, 'row was', 'rows were')} hard-wrapped at ${a.width} columns (line ${a.lines}): joined back`,
  'hns.diagStray': (a: { n: number; t: string }) => `${a.n} line(s) that are neither a section, a column header nor a row, first ${a.t}; not read`,
  'hns.diagNone': () => 'no hnsdiag table found (expected `Networks:` / `Endpoints:` / `LoadBalancers:` sections or their column headers)',
  'hns.diagSection': (a: { section: string; n: number; lines: string }) =>
    `section ${a.section} appears ${a.n} times (lines ${a.lines}; several runs of hnsdiag?): its objects are merged by id, each counted once`,
  // The same object printed twice (model.ts mergeRepeats); `kind`: network, endpoint, load balancer, namespace.
  'hns.repeated': (a: { kind: string; id: string; n: number }) => `${a.kind} ${a.id} is printed ${a.n} times (several runs of one command?): merged into one, the last printing's fields winning`,
  // Policies printed without their holder (hns/bare.ts); `what` lists up to three (`10.96.0.10 UDP 53→53`).
  'hns.barePolicies': (a: { n: number; kinds: string }) =>
    `${a.n} endpoint ${s(a.n, 'policy', 'policies')} (${a.kinds}) printed without ${s(a.n, 'its', 'their')} endpoint: which endpoint holds ${s(a.n, 'it', 'them')} is not in the file (Get-HnsEndpoint | ConvertTo-Json -Depth 10 prints the whole endpoint)`,
  'hns.bareElb': (a: { n: number; what: string; more: number }) =>
    `${a.n} load-balancer (ELB) ${s(a.n, 'policy', 'policies')} (${a.what}${a.more ? `, and ${a.more} more` : ''}) printed without ${s(a.n, 'its', 'their')} policy list: the backend endpoints (References) and the list's ID are not in the file (Get-HnsPolicyList | ConvertTo-Json -Depth 10 prints them)`,
  // The objects' fields (hns/*)
  'hns.notNumber': (a: { kv: string }) => `\`${a.kv}\` is not a number; ignored`,
  'hns.notBoolean': (a: { kv: string }) => `\`${a.kv}\` is not True or False; ignored`,
  'hns.notIp': (a: { kv: string }) => `\`${a.kv}\` is not an IP address; ignored`,
  'hns.notIpLong': (a: { kv: string; len: string }) => `\`${a.kv}\` is not an IP address (a /${a.len} is longer than the address); ignored`,
  'hns.notPrefix': (a: { kv: string }) => `\`${a.kv}\` is not an address prefix; ignored`,
  'hns.notPrefixLong': (a: { kv: string; len: string }) => `\`${a.kv}\` is not an address prefix (a /${a.len} is longer than the address); ignored`,
  // Valid IPv6 text that names no address an HNS object carries (ip.ts ipv6Oddity), said by name.
  'hns.ipv6Zone': (a: { kv: string }) => `\`${a.kv}\` carries a zone id (\`%…\`), which names one host's link, not an address of the object; ignored`,
  'hns.ipv6Mapped': (a: { kv: string }) => `\`${a.kv}\` is an IPv4-mapped IPv6 address (\`::ffff:a.b.c.d\`): give the IPv4 address itself; ignored`,
  // `kind`: unspecified, loopback, multicast, link-local (the RFC 4291 names).
  'hns.ipv6NotUnicast': (a: { kv: string; kind: string }) => `\`${a.kv}\` is the IPv6 ${a.kind} address, not an address of an endpoint or a VIP; ignored`,
  // One entry of an address list (FrontendVIPs, ExceptionList, RemoteAddresses…); `v` the entry as printed.
  'hns.notIpItem': (a: { kv: string; v: string }) => `\`${a.v}\` in \`${a.kv}\` is not an IP address or prefix; left out of the list`,
  'hns.endpointNoId': () => 'endpoint without ID; skipped',
  'hns.endpointNamedNoId': (a: { name: string }) => `endpoint ${a.name} without ID; skipped`,
  'hns.macKept': (a: { mac: string }) => `\`${a.mac}\` is not a MAC address; kept as printed`,
  'hns.endpointNoIp': (a: { id: string }) => `endpoint ${a.id} has no IP address`,
  'hns.networkNoId': () => 'network without ID or Name; skipped',
  'hns.networkNameAsId': (a: { name: string }) => `network ${a.name} has no ID; its name is used instead`,
  'hns.networkType': (a: { t: string; types: string }) => `network type \`${a.t}\` is none of ${a.types}`,
  'hns.remoteRoute': () => 'RemoteSubnetRoute without DestinationPrefix or ProviderAddress; skipped',
  'hns.subnetNoPrefix': () => 'subnet without an address prefix; skipped',
  'hns.lbNoId': () => 'load balancer without ID; skipped',
  'hns.policyListNoElb': (a: { id: string; types: string }) => `policy list ${a.id} holds no ELB policy (policy types: ${a.types}); VFP Lab reads only load-balancer policy lists, skipped`,
  'hns.policyListNoId': (a: { types: string }) => `policy list (no ID) has no ID (policy types: ${a.types}); VFP Lab reads only load-balancer policy lists, skipped`,
  'hns.lbNoProtocol': () => 'load-balancer port mapping without Protocol; taken as TCP (6)',
  'hns.lbProtocol': (a: { p: string }) => `load-balancer port mapping with protocol \`${a.p}\`; taken as TCP (6)`,
  'hns.namespaceNoId': () => 'namespace without ID; skipped',
  'hns.unknownObject': (a: { keys: string }) => `an object that is no HNS network, endpoint, policy list, load balancer or namespace (fields: ${a.keys}); skipped`,
  'hns.routeNoPrefix': (a: { name: string }) => `${a.name} policy without DestinationPrefix; kept as an unmodelled policy`,
  'hns.paNoAddress': (a: { name: string }) => `${a.name} policy without an address; kept as an unmodelled policy`,
  'hns.encapNoOverhead': () => 'EncapOverhead policy without Overhead; kept as an unmodelled policy',
  'hns.aclUnreadable': () => 'ACL policy without a readable Action (Allow/Block/Pass) and Direction (In/Out); kept as an unmodelled policy',
  'hns.aclIdUnreadable': (a: { id: string }) => `ACL policy ${a.id} without a readable Action (Allow/Block/Pass) and Direction (In/Out); kept as an unmodelled policy`,
  'hns.aclNoPriority': () => 'ACL policy without Priority; taken as 0',
  'hns.aclProtocol': (a: { p: string }) => `ACL protocol \`${a.p}\` is not a protocol number; ignored`,
} as const;

export type HnsMsg = MsgOf<typeof HNS_EN>;
export const hnsMsg = msg<typeof HNS_EN>();

/** Line numbers as the readers list them: the first five, then `…`. */
export const lineList = (xs: readonly number[]): string => `${xs.slice(0, 5).join(', ')}${xs.length > 5 ? ', …' : ''}`;
