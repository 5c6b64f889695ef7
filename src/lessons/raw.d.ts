// Scenario files are bundled as text (Vite's ?raw) and parsed like any user file.
declare module '*.yaml?raw' {
  const text: string;
  export default text;
}

// Scenario files compiled at build time (scripts/vite-scenarios.ts): the validated Scenario.
declare module '*.yaml?scenario' {
  const scenario: import('../cluster/scenario/schema').Scenario;
  export default scenario;
}
