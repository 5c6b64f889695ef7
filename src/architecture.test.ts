// The import direction of design.md §2 is enforced by ESLint; these tests prove the rules bite by
// linting small snippets as if they lived in each folder.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

describe('src/core stays pure', () => {
  const file = 'src/core/walk/lint-fixture.ts';
  it.each([
    ["import { useState } from 'react';\nexport const x = useState;", 'no-restricted-imports'],
    ["import { create } from 'zustand';\nexport const x = create;", 'no-restricted-imports'],
    ["import { select } from 'd3-selection';\nexport const x = select;", 'no-restricted-imports'],
    ["import { ReactFlow } from '@xyflow/react';\nexport const x = ReactFlow;", 'no-restricted-imports'],
    ["import { compileNode } from '../../hns/compile';\nexport const x = compileNode;", 'no-restricted-imports'],
    ["import { simulate } from '../../cluster/simulation';\nexport const x = simulate;", 'no-restricted-imports'],
    ["import { readFileSync } from 'node:fs';\nexport const x = readFileSync;", 'no-restricted-imports'],
    ["import { readFileSync } from 'fs';\nexport const x = readFileSync;", 'no-restricted-imports'],
    ['export const x = () => Date.now();', 'no-restricted-globals'],
    ['export const x = () => window.location.href;', 'no-restricted-globals'],
    ['export const x = () => document.title;', 'no-restricted-globals'],
    ["export const x = () => fetch('/');", 'no-restricted-globals'],
    ['export const x = () => setTimeout(() => 1, 10);', 'no-restricted-globals'],
    ['export const x = () => Math.random();', 'no-restricted-properties'],
  ])('rejects %s', async (code, rule) => {
    expect(await ruleIds(code, file)).toContain(rule);
  });

  it('accepts a local module whose name looks like a Node built-in', async () => {
    expect(await ruleIds("import { x as y } from './path';\nexport const x = y;", file)).toEqual([]);
  });

  it('accepts imports inside core', async () => {
    expect(await ruleIds("import { parseIpv4 } from '../net/ip';\nexport const x = parseIpv4;", file)).toEqual([]);
  });
});

describe('layers import downward only', () => {
  it.each([
    ['src/hns/compile/fixture.ts', "import { simulate } from '../../cluster/simulation';\nexport const x = simulate;"],
    ['src/cluster/fixture.ts', "import { loadScenarioText } from '../io/scenario/load';\nexport const x = loadScenarioText;"],
    ['src/io/fixture.ts', "import { App } from '../ui/App';\nexport const x = App;"],
    ['src/state/fixture.ts', "import { App } from '../ui/App';\nexport const x = App;"],
    ['src/cli/fixture.ts', "import { App } from '../ui/App';\nexport const x = App;"],
    ['src/ui/fixture.ts', "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;"],
  ])('%s', async (file, code) => {
    expect(await ruleIds(code, file)).toContain('no-restricted-imports');
  });

  it('lets the UI use the core', async () => {
    expect(await ruleIds("import { formatIpv4 } from '../core/net/ip';\nexport const x = formatIpv4;", 'src/ui/fixture.ts')).toEqual([]);
  });
});
