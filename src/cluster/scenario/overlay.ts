// The CNI plugins that make an HNS Overlay network (VXLAN between nodes).
export const OVERLAY_CNIS: ReadonlySet<string> = new Set(['win-overlay', 'sdnoverlay', 'flannel-vxlan']);
