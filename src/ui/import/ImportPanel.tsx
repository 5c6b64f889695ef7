export function ImportPanel() {
  return <div className="p-3 text-sm text-slate-500">Drop what your node printed here: HNS JSON, hnsdiag, vfpctrl, CNI config, Kubernetes YAML.</div>;
}
