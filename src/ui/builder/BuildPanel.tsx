export function BuildPanel() {
  return <div className="p-3 text-sm text-slate-500">The builder: the palette and the properties of the selection.</div>;
}
