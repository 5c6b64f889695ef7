// GUID redaction: HNS ids, VFP port names, switch ids become numbered GUIDs
// (`00000001-0000-4000-8000-000000000001`), case kept. Windows also shows a GUID's first eight
// digits on their own ("Container NIC 6c50381c" is the port of endpoint 6c50381c-...), so those
// are replaced by the replacement's first eight digits, keeping the link visible.

const ZERO = '00000000-0000-0000-0000-000000000000';

export class GuidMapper {
  private readonly originals = new Set<string>();
  private readonly originalHeads = new Set<string>();
  /** The first GUID seen with each head, so a head seen alone maps like its GUID. */
  private readonly guidByHead = new Map<string, string>();
  private readonly fakes = new Map<string, string>();
  private next = 1;

  observe(text: string): void {
    const g = text.toLowerCase();
    if (g === ZERO) return;
    this.originals.add(g);
    this.originalHeads.add(g.slice(0, 8));
    if (!this.guidByHead.has(g.slice(0, 8))) this.guidByHead.set(g.slice(0, 8), g);
  }

  map(text: string): string {
    const g = text.toLowerCase();
    if (g === ZERO) return text;
    let fake = this.fakes.get(g);
    if (!fake) {
      do {
        const n = this.next++;
        fake = `${n.toString(16).padStart(8, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
      } while (this.originals.has(fake) || this.originalHeads.has(fake.slice(0, 8)));
      this.fakes.set(g, fake);
    }
    return text === text.toUpperCase() ? fake.toUpperCase() : fake;
  }

  /** The replacement of eight hex digits that begin a GUID of the input, if they do. */
  mapHead(text: string): string | undefined {
    const guid = this.guidByHead.get(text.toLowerCase());
    if (!guid) return undefined;
    const head = this.map(guid).slice(0, 8).toLowerCase();
    return text === text.toUpperCase() ? head.toUpperCase() : head;
  }
}

/** Container and sandbox ids (64 hex digits: HNS endpoint names `<id>_<network>`, SharedContainers)
 * become numbered ids of the same length. */
export class ContainerIdMapper {
  private readonly originals = new Set<string>();
  private readonly fakes = new Map<string, string>();
  private next = 1;

  observe(text: string): void {
    this.originals.add(text.toLowerCase());
  }

  map(text: string): string {
    const id = text.toLowerCase();
    let fake = this.fakes.get(id);
    while (!fake) {
      const candidate = `c0${(this.next++).toString(16).padStart(62, '0')}`;
      if (!this.originals.has(candidate)) fake = candidate;
    }
    this.fakes.set(id, fake);
    return text === text.toUpperCase() && text !== id ? fake.toUpperCase() : fake;
  }
}
