// Scenario files are bundled as text (Vite's ?raw) and parsed like any user file.
declare module '*.yaml?raw' {
  const text: string;
  export default text;
}
